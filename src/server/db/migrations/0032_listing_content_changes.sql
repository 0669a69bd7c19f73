CREATE TABLE "listing_content_changes" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_content_version" ADD COLUMN "shared_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_content_changes_version_idx" ON "listing_content_changes" USING btree ("version");--> statement-breakpoint
-- Issue 24: one listing edited a second emptied every process's kept pages a second, so under
-- advertisers' edits the popular pages were made again and again. A change is now either to data
-- that pages share, past which nothing kept holds (`shared_version`), or to listings, which it names
-- (`listing_content_changes`): a kept listing page survives the edit of another listing.
-- The content version is taken once per writing transaction, at its first change, under the version
-- row's lock held to commit (as migration 0031 does for the list version), so a listing stamped at
-- most v is committed once v is: a process at version v finds what changed since in the rows
-- stamped above v.
CREATE OR REPLACE FUNCTION take_site_content_stamp() RETURNS bigint
  LANGUAGE plpgsql
  AS $$
DECLARE
  stamp text := current_setting('inmobiliaria.content_stamp', true);
BEGIN
  IF stamp IS NULL OR stamp = '' THEN
    UPDATE site_content_version SET version = version + 1 WHERE id = 1 RETURNING version::text INTO stamp;
    IF stamp IS NULL THEN
      RETURN 0;
    END IF;
    -- Local to the transaction: the next one takes a version of its own.
    PERFORM set_config('inmobiliaria.content_stamp', stamp, true);
  END IF;
  RETURN stamp::bigint;
END $$;--> statement-breakpoint
-- Every trigger that already called this one watches data that pages share (types, places, rates,
-- advertisers, the site's settings), and so does any added later unless it says otherwise: the safe
-- default is that everything kept is stale.
CREATE OR REPLACE FUNCTION bump_site_content_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  stamp bigint := take_site_content_stamp();
BEGIN
  UPDATE site_content_version SET shared_version = stamp WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new listing is on no kept listing page yet: the version moves (searches and lists are dropped
-- on any change) and no listing is named.
CREATE OR REPLACE FUNCTION bump_listing_content_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM take_site_content_stamp();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_listings_changed(ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  stamp bigint := take_site_content_stamp();
BEGIN
  INSERT INTO listing_content_changes (property_id, version)
    SELECT DISTINCT changed, stamp FROM unnest(ids) AS changed WHERE changed IS NOT NULL
    ON CONFLICT (property_id) DO UPDATE SET version = EXCLUDED.version;
END $$;--> statement-breakpoint
-- A listing updated or deleted (both ids when an update changed it).
CREATE OR REPLACE FUNCTION note_listing_row_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM note_listings_changed(ARRAY[OLD.id]);
  ELSE
    PERFORM note_listings_changed(ARRAY[OLD.id, NEW.id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A photo or a price change of a listing updated or deleted (both listings when it moved).
CREATE OR REPLACE FUNCTION note_listing_part_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM note_listings_changed(ARRAY[OLD.property_id]);
  ELSE
    PERFORM note_listings_changed(ARRAY[OLD.property_id, NEW.property_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Photos or price changes inserted, once per statement: a bulk load names each listing once.
CREATE OR REPLACE FUNCTION note_listing_parts_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM note_listings_changed(ARRAY(SELECT DISTINCT property_id FROM added_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER properties_content_version_change ON properties;--> statement-breakpoint
DROP TRIGGER properties_content_version_update ON properties;--> statement-breakpoint
DROP TRIGGER property_images_content_version ON property_images;--> statement-breakpoint
DROP TRIGGER price_history_content_version ON price_history;--> statement-breakpoint
CREATE TRIGGER properties_content_version_insert
  AFTER INSERT ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_content_version();--> statement-breakpoint
-- Every column but `views`: a visit is not a change of content. A new column a page shows must be
-- added here.
CREATE TRIGGER properties_content_version_update
  AFTER UPDATE OF id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood, country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity, opportunity_price, legal_costs, is_featured, is_active, awaiting_review, main_image, price_usd, previous_price, price_changed_at, latitude, longitude, show_exact_location, public_latitude, public_longitude, status_changed_at, search_text, created_at, updated_at, hoa_fee, property_tax, includes, built_area, floor, total_floors, elevator, year_built, furnished, pets_allowed, estrato, amenities, video_url, tour_url, monthly_cost_usd, floor_plans ON properties
  FOR EACH ROW EXECUTE FUNCTION note_listing_row_change();--> statement-breakpoint
CREATE TRIGGER properties_content_version_delete
  AFTER DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION note_listing_row_change();--> statement-breakpoint
CREATE TRIGGER properties_content_version_truncate
  AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER property_images_content_version_insert
  AFTER INSERT ON property_images
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listing_parts_added();--> statement-breakpoint
CREATE TRIGGER property_images_content_version_change
  AFTER UPDATE OR DELETE ON property_images
  FOR EACH ROW EXECUTE FUNCTION note_listing_part_change();--> statement-breakpoint
CREATE TRIGGER property_images_content_version_truncate
  AFTER TRUNCATE ON property_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER price_history_content_version_insert
  AFTER INSERT ON price_history
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_listing_parts_added();--> statement-breakpoint
CREATE TRIGGER price_history_content_version_change
  AFTER UPDATE OR DELETE ON price_history
  FOR EACH ROW EXECUTE FUNCTION note_listing_part_change();--> statement-breakpoint
CREATE TRIGGER price_history_content_version_truncate
  AFTER TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
