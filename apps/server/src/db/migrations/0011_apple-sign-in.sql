ALTER TABLE "users" ADD COLUMN "apple_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_apple_subject_unique" UNIQUE("apple_subject");