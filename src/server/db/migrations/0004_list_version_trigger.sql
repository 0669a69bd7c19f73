-- Counting every listing a filter matches is the slowest part of a list request (tens of ms at
-- 100,000 listings). The server caches counts per filter together with this version and reuses them
-- only while it is unchanged; the version goes up in the same transaction as any change that can
-- change a count, so a cached total is always the exact one. Updates of other columns (views, slug,
-- images, timestamps) leave it alone.
INSERT INTO property_list_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_property_list_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE property_list_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER properties_list_version_change
  AFTER INSERT OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  AFTER UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, is_featured, price, bedrooms, search_text ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();
