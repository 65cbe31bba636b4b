CREATE TABLE "together_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"image_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "together_sessions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "together_painters" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"colour" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "together_painters_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "together_fills" (
	"session_id" uuid NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "together_fills_session_id_region_id_pk" PRIMARY KEY("session_id","region_id")
);
--> statement-breakpoint
ALTER TABLE "together_sessions" ADD CONSTRAINT "together_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_painters" ADD CONSTRAINT "together_painters_session_id_together_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."together_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_painters" ADD CONSTRAINT "together_painters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_fills" ADD CONSTRAINT "together_fills_session_id_together_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."together_sessions"("id") ON DELETE cascade ON UPDATE no action;
