CREATE TABLE "delivery_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"actor" text NOT NULL,
	"change" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecard_deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"grown_up_name" text NOT NULL,
	"grown_up_email" text NOT NULL,
	"send_on" text NOT NULL,
	"time_zone" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"mail_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecard_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchaser_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_changes" ADD CONSTRAINT "delivery_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecard_deliveries" ADD CONSTRAINT "ecard_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecard_links" ADD CONSTRAINT "ecard_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchaser_links" ADD CONSTRAINT "purchaser_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_changes_order_idx" ON "delivery_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "ecard_deliveries_send_idx" ON "ecard_deliveries" USING btree ("send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ecard_links_token_uq" ON "ecard_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ecard_links_order_idx" ON "ecard_links" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchaser_links_token_uq" ON "purchaser_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "purchaser_links_order_idx" ON "purchaser_links" USING btree ("order_id");