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
CREATE INDEX "site_jobs_owner_idx" ON "site_jobs" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "site_jobs_expires_idx" ON "site_jobs" USING btree ("expires_at");