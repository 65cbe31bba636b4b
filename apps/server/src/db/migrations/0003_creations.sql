CREATE TABLE "creations" (
	"user_id" uuid NOT NULL,
	"image_id" text NOT NULL,
	"title" text NOT NULL,
	"difficulty" text NOT NULL,
	"svg_data" text NOT NULL,
	"colors" jsonb NOT NULL,
	"region_count" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creations_user_id_image_id_pk" PRIMARY KEY("user_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "creations" ADD CONSTRAINT "creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;