CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reconcile_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reconcile_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_reconcile_idx" ON "donations" USING btree ("status","reconcile_closed_at","reconcile_next_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_uq" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "orders_reconcile_idx" ON "orders" USING btree ("status","reconcile_closed_at","reconcile_next_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_public_id_uq" ON "redemptions" USING btree ("public_id");