CREATE TABLE "content_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"section" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer,
	"by" text NOT NULL,
	"restored_version" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_history_item_version_uq" ON "content_history" USING btree ("section","item_id","version");