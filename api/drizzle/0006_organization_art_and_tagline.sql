ALTER TABLE "organizations" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tagline" text;--> statement-breakpoint
-- Hand-written: the old placeholder pictures (/assets/organizations/<slug>.svg) are gone; rows that
-- pointed at one show the slug's illustration instead (ORGANIZATION_ART of @littlegivers/design).
UPDATE "organizations" AS o SET "image" = art.key, "image_path" = NULL
FROM (VALUES
  ('paws', 'dog-face'), ('wings', 'bird'), ('ocean', 'turtle'), ('shelter', 'house'),
  ('books', 'books'), ('meals', 'red-apple'), ('play', 'playground-slide'), ('care', 'handshake'),
  ('bridges', 'people-hugging'), ('voices', 'speech-balloon'), ('harmony', 'musical-notes'),
  ('neighbors', 'house-with-garden'), ('trees', 'deciduous-tree'), ('rivers', 'water-wave'),
  ('sun', 'sun'), ('clean', 'recycling-symbol')
) AS art(slug, key)
WHERE o."image_path" = '/assets/organizations/' || art.slug || '.svg';
