-- The catalogue is listed before its pictures are made: a row's puzzle and thumbnails come later.
ALTER TABLE "images" ALTER COLUMN "svg_data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "colors" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "region_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "thumbnail" DROP NOT NULL;--> statement-breakpoint
-- Titles and search words in every language, from the picture's translated keys.
ALTER TABLE "images" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "words" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The illustrated catalogue (@huey/art) replaces the emoji compositions and their daily pictures.
DELETE FROM "images";--> statement-breakpoint
DELETE FROM "categories";
