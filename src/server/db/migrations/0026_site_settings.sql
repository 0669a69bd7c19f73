CREATE TABLE "site_draft" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_draft_single_row" CHECK ("site_draft"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"publisher_email" varchar(254),
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "site_draft" ADD CONSTRAINT "site_draft_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_publications" ADD CONSTRAINT "site_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_publications_published_idx" ON "site_publications" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A publication changes what every public page shows: pages and shared data kept per process follow.
CREATE TRIGGER site_publications_bump_content_version AFTER INSERT ON site_publications FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
