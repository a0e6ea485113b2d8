CREATE TABLE "gift_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"share_token_hash" text NOT NULL,
	"organizer_token_hash" text NOT NULL,
	"closes_on" text NOT NULL,
	"time_zone" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"line" text,
	"show_amount" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paypal_order_id" text,
	"paypal_capture_id" text,
	"payment_data" jsonb,
	"paid_at" timestamp with time zone,
	"refund_reason" text,
	"paypal_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paypal_fake_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "paypal_fake_orders" ADD COLUMN "refund_request_id" text;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD CONSTRAINT "gift_groups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_contributions" ADD CONSTRAINT "group_contributions_group_id_gift_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."gift_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_groups_order_uq" ON "gift_groups" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_groups_share_uq" ON "gift_groups" USING btree ("share_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_groups_organizer_uq" ON "gift_groups" USING btree ("organizer_token_hash");--> statement-breakpoint
CREATE INDEX "gift_groups_due_idx" ON "gift_groups" USING btree ("state","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_contributions_public_id_uq" ON "group_contributions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_contributions_paypal_order_uq" ON "group_contributions" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE INDEX "group_contributions_group_idx" ON "group_contributions" USING btree ("group_id","status");