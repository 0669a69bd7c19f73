ALTER TABLE "properties" ADD COLUMN "floor_plans" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Kept listing pages show a changed floor plan too (every column but `views`).
DROP TRIGGER properties_content_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_content_version_update
  AFTER UPDATE OF id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood, country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity, opportunity_price, legal_costs, is_featured, is_active, main_image, price_usd, previous_price, price_changed_at, latitude, longitude, show_exact_location, public_latitude, public_longitude, status_changed_at, search_text, created_at, updated_at, hoa_fee, property_tax, includes, built_area, floor, total_floors, elevator, year_built, furnished, pets_allowed, estrato, amenities, video_url, tour_url, monthly_cost_usd, floor_plans ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
