ALTER TABLE "images" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "thumbnail_2x" text;--> statement-breakpoint
-- The composed catalogue replaces the 60 recoloured templates and their recoloured daily pictures.
DELETE FROM "images" WHERE "id" ~ '^(mandalas|landscapes|flowers|ocean|space|geometric)-[0-9]{2}$' OR "daily_date" IS NOT NULL;--> statement-breakpoint
DELETE FROM "categories";
