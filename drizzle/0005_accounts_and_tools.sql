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
CREATE UNIQUE INDEX "glossary_entries_user_pair_term_idx" ON "glossary_entries" USING btree ("user_id","source_lang","target_lang",lower("source"));