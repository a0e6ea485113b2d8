CREATE TABLE "card_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"public_facing_name" text NOT NULL,
	"custom_text" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"header" text NOT NULL,
	"line1" text,
	"line2" text,
	"line3" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"category_name" text NOT NULL,
	"descriptive_text" text NOT NULL,
	"image_path" text NOT NULL,
	"mobile_banner_image_path" text,
	"banner_image_path" text
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"paypal_order_id" text,
	"paypal_capture_id" text,
	"payment_data" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fun_ideas" (
	"id" integer PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"icon_path" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_item" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_identifier" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"email" text NOT NULL,
	"from_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"shipping_first_name" text NOT NULL,
	"shipping_last_name" text NOT NULL,
	"shipping_address1" text NOT NULL,
	"shipping_address2" text,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shipping_zip" text NOT NULL,
	"shipping_country" text NOT NULL,
	"package_id" integer NOT NULL,
	"card_type_id" integer,
	"custom_message" text,
	"header_font_size" integer NOT NULL,
	"header_line_height" integer NOT NULL,
	"card_template_id" integer DEFAULT 1 NOT NULL,
	"gift_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"donation_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paypal_order_id" text,
	"paypal_capture_id" text,
	"payment_data" jsonb,
	"paid_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"organization_name" text NOT NULL,
	"image_path" text,
	"organization_description" text NOT NULL,
	"category_id" integer NOT NULL,
	"url" text,
	"url_text" text,
	"ein" text,
	"sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_facing_name" text NOT NULL,
	"description" text NOT NULL,
	"tracked" boolean NOT NULL,
	"cost_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_fake_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"value" text NOT NULL,
	"reference_id" text,
	"decline" boolean DEFAULT false NOT NULL,
	"payer_id" text,
	"capture_id" text,
	"capture_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_ciphertext" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_type_id_card_types_id_fk" FOREIGN KEY ("card_type_id") REFERENCES "public"."card_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_selections" ADD CONSTRAINT "redemption_selections_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_selections" ADD CONSTRAINT "redemption_selections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_sessions" ADD CONSTRAINT "redemption_sessions_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_paypal_order_uq" ON "donations" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_line_items_order_idx" ON "order_line_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_identifier_uq" ON "orders" USING btree ("order_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paypal_order_uq" ON "orders" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organizations_category_idx" ON "organizations" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "redemption_selections_redemption_idx" ON "redemption_selections" USING btree ("redemption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_sessions_hash_uq" ON "redemption_sessions" USING btree ("session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_order_uq" ON "redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_code_uq" ON "redemptions" USING btree ("code_hash");