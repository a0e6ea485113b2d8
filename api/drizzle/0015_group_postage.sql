ALTER TABLE "gift_groups" ADD COLUMN "postage_cents" integer;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_state" text;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_paypal_order_id" text;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_capture_id" text;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_payment_data" jsonb;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_refund_id" text;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "postage_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_groups" ADD COLUMN "pending_links" jsonb;