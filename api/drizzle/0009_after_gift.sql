CREATE TABLE "ledger_months" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"gift_cents" bigint DEFAULT 0 NOT NULL,
	"backup_gifts" integer DEFAULT 0 NOT NULL,
	"backup_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"waiting_gifts" integer DEFAULT 0 NOT NULL,
	"waiting_cents" bigint DEFAULT 0 NOT NULL,
	"oldest_waiting_at" timestamp with time zone,
	"payouts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ledger_months_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "ledger_summary" (
	"id" integer PRIMARY KEY NOT NULL,
	"median_days_to_payout" numeric,
	"longest_days_to_payout" integer,
	"paid_lines" integer DEFAULT 0 NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"mailed_cards" integer DEFAULT 0 NOT NULL,
	"printed_at_home_cards" integer DEFAULT 0 NOT NULL,
	"order_support_cents" bigint DEFAULT 0 NOT NULL,
	"direct_support_cents" bigint DEFAULT 0 NOT NULL,
	"direct_donations" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payout_items_selection_uq";--> statement-breakpoint
DROP INDEX "payout_items_payout_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "backup_organization_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminders_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
-- Hand-written: payouts recorded before the date, method and reference were asked for keep the day
-- they were recorded and say that the rest was not recorded.
UPDATE "payouts" SET "paid_on" = ("created_at" AT TIME ZONE 'UTC')::date, "method" = 'not recorded', "reference" = 'not recorded';--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "paid_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "corrects_payout_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "redemption_selections" ADD COLUMN "backup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_months" ADD CONSTRAINT "ledger_months_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_backup_organization_id_organizations_id_fk" FOREIGN KEY ("backup_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_corrects_payout_id_payouts_id_fk" FOREIGN KEY ("corrects_payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_payout_selection_uq" ON "payout_items" USING btree ("payout_id","selection_id");--> statement-breakpoint
CREATE INDEX "payout_items_selection_idx" ON "payout_items" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "redemption_selections_organization_idx" ON "redemption_selections" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Hand-written: payouts and their lines are append-only. Any UPDATE, DELETE or TRUNCATE is refused
-- (SQLSTATE 55000, object_not_in_prerequisite_state); a correction is a new, signed row.
CREATE FUNCTION "lg_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (record a correction instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = '55000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "lg_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts" FOR EACH STATEMENT EXECUTE FUNCTION "lg_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "payout_items_append_only" BEFORE UPDATE OR DELETE ON "payout_items" FOR EACH ROW EXECUTE FUNCTION "lg_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "payout_items_no_truncate" BEFORE TRUNCATE ON "payout_items" FOR EACH STATEMENT EXECUTE FUNCTION "lg_refuse_change"();--> statement-breakpoint
-- The open gifts the daily after-gift run looks at (codes not yet used).
CREATE INDEX "redemptions_open_idx" ON "redemptions" ("order_id") WHERE "redeemed_at" IS NULL;
