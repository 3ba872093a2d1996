CREATE TABLE "glossary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"url" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"current" text,
	"message" text,
	"report" jsonb,
	"file_name" text,
	"instance" text NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_dictionaries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "source_lang" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "target_lang" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "detected_lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "glossary_entries" ADD CONSTRAINT "glossary_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_dictionaries" ADD CONSTRAINT "speech_dictionaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_entries_user_pair_term_idx" ON "glossary_entries" USING btree ("user_id","source_lang","target_lang",lower("source"));--> statement-breakpoint
CREATE INDEX "site_jobs_owner_idx" ON "site_jobs" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "site_jobs_expires_idx" ON "site_jobs" USING btree ("expires_at");