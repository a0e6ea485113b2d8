ALTER TABLE "donations" ADD COLUMN "approval_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reported_at" timestamp with time zone;