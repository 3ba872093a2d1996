CREATE TABLE "tool_usage" (
	"tool" text NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_usage_tool_day_pk" PRIMARY KEY("tool","day")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "origin" text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "note" text DEFAULT '' NOT NULL;