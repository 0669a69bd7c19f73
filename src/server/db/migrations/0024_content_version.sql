CREATE TABLE "open_listing_counts" (
	"price_type" varchar(4) NOT NULL,
	"property_type_id" integer NOT NULL,
	"city_id" varchar(40) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "open_listing_counts_price_type_property_type_id_city_id_pk" PRIMARY KEY("price_type","property_type_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "site_content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_content_version_single_row" CHECK ("site_content_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "properties_active_pricetype_price_usd_idx" ON "properties" USING btree ("price_type","price_usd","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_pricetype_area_idx" ON "properties" USING btree ("price_type","area","id") WHERE is_active;--> statement-breakpoint
INSERT INTO site_content_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
-- Whatever a public page shows: every process keeps shared data and rendered pages for as long as
-- this number stays the same (src/server/contentVersion.ts). Statement triggers: a rate change that
-- reprices thousands of listings bumps it once, not once per row.
CREATE OR REPLACE FUNCTION bump_site_content_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE site_content_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER properties_content_version_change
  AFTER INSERT OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
-- Every column but `views`: a visit is not a change of content (counters may lag, as the response
-- cache lets them). A new column a page shows must be added here.
CREATE TRIGGER properties_content_version_update
  AFTER UPDATE OF id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood, country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity, opportunity_price, legal_costs, is_featured, is_active, main_image, price_usd, previous_price, price_changed_at, latitude, longitude, show_exact_location, public_latitude, public_longitude, status_changed_at, search_text, created_at, updated_at ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER property_images_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER price_history_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER property_types_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_types
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER cities_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER countries_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER currencies_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
-- A listing page names its advertiser and their phone; logins and password changes change neither.
CREATE TRIGGER users_content_version
  AFTER UPDATE OF name, phone_number ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
-- Open listings per operation, type and city (the landing pages worth linking), kept by the writes
-- that change them. The closed statuses are CLOSED_STATUS_IDS (src/shared/constants.ts).
CREATE OR REPLACE FUNCTION track_open_listing_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  was_open boolean := TG_OP <> 'INSERT' AND OLD.is_active AND OLD.status_id NOT IN ('status_sold', 'status_rented');
  is_open boolean := TG_OP <> 'DELETE' AND NEW.is_active AND NEW.status_id NOT IN ('status_sold', 'status_rented');
BEGIN
  IF TG_OP = 'UPDATE' AND was_open = is_open AND OLD.price_type = NEW.price_type AND OLD.property_type_id = NEW.property_type_id AND OLD.city_id = NEW.city_id THEN
    RETURN NULL;
  END IF;
  IF was_open THEN
    UPDATE open_listing_counts SET count = count - 1
      WHERE price_type = OLD.price_type AND property_type_id = OLD.property_type_id AND city_id = OLD.city_id;
  END IF;
  IF is_open THEN
    INSERT INTO open_listing_counts AS c (price_type, property_type_id, city_id, count) VALUES (NEW.price_type, NEW.property_type_id, NEW.city_id, 1)
      ON CONFLICT (price_type, property_type_id, city_id) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_open_counts
  AFTER INSERT OR DELETE OR UPDATE OF is_active, status_id, price_type, property_type_id, city_id ON properties
  FOR EACH ROW EXECUTE FUNCTION track_open_listing_counts();--> statement-breakpoint
CREATE OR REPLACE FUNCTION clear_open_listing_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN DELETE FROM open_listing_counts; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER properties_open_counts_truncate
  AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION clear_open_listing_counts();--> statement-breakpoint
INSERT INTO open_listing_counts (price_type, property_type_id, city_id, count)
  SELECT price_type, property_type_id, city_id, count(*)::int FROM properties
  WHERE is_active AND status_id NOT IN ('status_sold', 'status_rented')
  GROUP BY price_type, property_type_id, city_id;
