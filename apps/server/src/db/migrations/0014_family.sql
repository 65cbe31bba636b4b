CREATE TABLE "parent_email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_email" text NOT NULL,
	"to_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "parent_email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "parent_email_changes" ADD CONSTRAINT "parent_email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_email_changes_user_idx" ON "parent_email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_parent_email_idx" ON "users" USING btree ("parent_email");
