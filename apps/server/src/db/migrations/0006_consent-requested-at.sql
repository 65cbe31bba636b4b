ALTER TABLE "users" ADD COLUMN "consent_requested_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "consent_requested_at" = "created_at" WHERE "parent_consent" = 'pending';
