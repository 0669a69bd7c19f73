-- Issue 24: the public search's pages are picked from each process's in-memory columns
-- (listingCounter.ts), which are trusted only while `property_list_version` stands. So the version
-- moves with every column those pages filter or sort on: the date (an approval makes a listing new
-- again) and the map's point, which a BEFORE trigger derives from the pin (a statement that moves
-- only the pin names `latitude`, not `public_latitude`, and UPDATE OF looks at the statement).
DROP TRIGGER properties_list_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  AFTER UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, opportunity_price, is_featured, price, currency, price_usd, bedrooms, bathrooms, garage, area, status_id, search_text, built_area, elevator, furnished, pets_allowed, estrato, amenities, monthly_cost_usd, created_at, latitude, longitude, show_exact_location, public_latitude, public_longitude ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();
