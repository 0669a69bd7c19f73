CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"query" text NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"checked_until" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_query_idx" ON "saved_searches" USING btree ("email","query","frequency");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_run_at") WHERE confirmed_at is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_unconfirmed_idx" ON "saved_searches" USING btree ("created_at") WHERE confirmed_at is null;