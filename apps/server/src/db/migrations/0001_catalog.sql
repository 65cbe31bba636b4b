CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"categories" jsonb NOT NULL,
	"date" date NOT NULL,
	"daily_date" date,
	"premium" boolean DEFAULT false NOT NULL,
	"difficulty" text NOT NULL,
	"svg_data" text NOT NULL,
	"colors" jsonb NOT NULL,
	"region_count" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_daily_date_unique" UNIQUE("daily_date")
);
--> statement-breakpoint
CREATE INDEX "images_position_idx" ON "images" USING btree ("position");