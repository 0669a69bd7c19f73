CREATE TABLE "property_list_removal" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "property_list_removal_single_row" CHECK ("property_list_removal"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_list_version_idx" ON "properties" USING btree ("list_version");--> statement-breakpoint
-- Issue 24: every process keeps the active listings' columns in memory (listingCounter.ts) and
-- trusted them only while `property_list_version` stood, so one edit sent every search to the
-- database until each process had read all listings again. Now the version is taken once per
-- writing transaction, at its first change, and stamped on every row it inserts or changes in a
-- column the search filters or sorts on (the list of 0030): a process at version v catches up by
-- reading the rows stamped above v. Taking the version row's lock at the first change (it is held to
-- commit) makes the stamps follow the commits: a row stamped at most v is committed once v is.
-- A deleted row leaves no stamp, so DELETE and TRUNCATE still bump per statement and note their
-- version in `property_list_removal`: columns older than that are read again whole.
INSERT INTO property_list_removal (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_property_list_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  stamp text := current_setting('inmobiliaria.list_stamp', true);
BEGIN
  IF stamp IS NULL OR stamp = '' THEN
    UPDATE property_list_version SET version = version + 1 WHERE id = 1 RETURNING version::text INTO stamp;
    -- Local to the transaction: the next one takes a version of its own.
    PERFORM set_config('inmobiliaria.list_stamp', stamp, true);
  END IF;
  NEW.list_version := stamp::bigint;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_property_removal() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  removed bigint;
BEGIN
  UPDATE property_list_version SET version = version + 1 WHERE id = 1 RETURNING version INTO removed;
  UPDATE property_list_removal SET version = removed WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER properties_list_version_change ON properties;--> statement-breakpoint
DROP TRIGGER properties_list_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_list_version_insert
  BEFORE INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION stamp_property_list_version();--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  BEFORE UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, opportunity_price, is_featured, price, currency, price_usd, bedrooms, bathrooms, garage, area, status_id, search_text, built_area, elevator, furnished, pets_allowed, estrato, amenities, monthly_cost_usd, created_at, latitude, longitude, show_exact_location, public_latitude, public_longitude ON properties
  FOR EACH ROW EXECUTE FUNCTION stamp_property_list_version();--> statement-breakpoint
CREATE TRIGGER properties_list_version_removal
  AFTER DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION note_property_removal();
