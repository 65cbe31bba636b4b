ALTER TABLE "entitlements" ADD COLUMN "auto_renew" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "purchase_token" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "entitlements_expiry_idx" ON "entitlements" USING btree ("status","expires_at");