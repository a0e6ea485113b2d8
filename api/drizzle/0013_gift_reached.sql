ALTER TABLE "ecard_deliveries" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ecard_deliveries" SET "sent_at" = m."sent_at" FROM "mail_outbox" m WHERE m."id" = "ecard_deliveries"."mail_id" AND m."status" = 'sent';
