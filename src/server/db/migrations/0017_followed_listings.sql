DROP INDEX "saved_searches_email_query_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_changed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_property_idx" ON "saved_searches" USING btree ("email","property_id") WHERE property_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_query_idx" ON "saved_searches" USING btree ("email","query","frequency") WHERE property_id is null;--> statement-breakpoint
-- Like the price (migration 0008), the moment a listing's status changes is written here, so every
-- writer (admin form, PATCH, scripts) records it and the alerts of those who follow it hear of it.
CREATE OR REPLACE FUNCTION mark_status_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.status_changed_at := now();
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_status_change_mark
  BEFORE UPDATE OF status_id ON properties
  FOR EACH ROW WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id)
  EXECUTE FUNCTION mark_status_change();
