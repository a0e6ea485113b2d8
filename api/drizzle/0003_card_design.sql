ALTER TABLE "card_types" ADD COLUMN "design_key" text DEFAULT 'neutral' NOT NULL;--> statement-breakpoint
-- Card types that existed before designs: each seeded greeting (by name) gets its design, as
-- @littlegivers/design's DESIGN_KEY_BY_CARD_TYPE has it; custom text and the others stay neutral.
UPDATE "card_types" SET "design_key" = CASE "name"
	WHEN 'birthday' THEN 'birthday'
	WHEN 'holidays' THEN 'holidays'
	WHEN 'congratulations' THEN 'congratulations'
	WHEN 'thinking-of-you' THEN 'thinking-of-you'
	WHEN 'anonymous' THEN 'from-a-friend'
	ELSE 'neutral' END
WHERE NOT "custom_text";
