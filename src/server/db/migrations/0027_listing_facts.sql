ALTER TABLE "properties" ADD COLUMN "hoa_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "property_tax" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "includes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_area" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "elevator" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" varchar(6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "estrato" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "video_url" varchar(300);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_url" varchar(300);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_cost_usd" numeric(20, 6);--> statement-breakpoint
CREATE INDEX "properties_active_pricetype_monthly_cost_idx" ON "properties" USING btree ("price_type","monthly_cost_usd","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_monthly_cost_idx" ON "properties" USING btree ("monthly_cost_usd","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_built_area_idx" ON "properties" USING btree ("built_area","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_amenities_idx" ON "properties" USING gin ("amenities") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_estrato_idx" ON "properties" USING btree ("estrato","id") WHERE is_active and estrato is not null;--> statement-breakpoint
-- What a home costs each month, in its own currency: the same rule as src/shared/monthlyCost.ts
-- (change both). Rent: the (current) rent plus the HOA fee and a twelfth of the yearly tax unless
-- the rent includes them; sale: the fee plus a twelfth of the tax, NULL when neither is given.
CREATE OR REPLACE FUNCTION monthly_cost(price_type varchar, price numeric, hoa_fee numeric, property_tax numeric, includes text[]) RETURNS numeric
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE
    WHEN price_type = 'rent' THEN price
      + CASE WHEN 'hoa' = ANY(includes) THEN 0 ELSE coalesce(hoa_fee, 0) END
      + CASE WHEN 'tax' = ANY(includes) THEN 0 ELSE coalesce(property_tax, 0) / 12 END
    WHEN hoa_fee IS NULL AND property_tax IS NULL THEN NULL
    ELSE coalesce(hoa_fee, 0) + coalesce(property_tax, 0) / 12
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_property_price_usd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  rate numeric := (SELECT usd_rate FROM currencies WHERE code = NEW.currency);
  paid numeric := current_price(NEW.price, NEW.is_opportunity, NEW.opportunity_price);
BEGIN
  NEW.price_usd := round(paid / rate, 6);
  NEW.monthly_cost_usd := round(monthly_cost(NEW.price_type, paid, NEW.hoa_fee, NEW.property_tax, NEW.includes) / rate, 6);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER properties_price_usd ON properties;--> statement-breakpoint
CREATE TRIGGER properties_price_usd
  BEFORE INSERT OR UPDATE OF price, currency, is_opportunity, opportunity_price, price_type, hoa_fee, property_tax, includes ON properties
  FOR EACH ROW EXECUTE FUNCTION set_property_price_usd();--> statement-breakpoint
CREATE OR REPLACE FUNCTION convert_prices_to_new_rate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE properties SET
      price_usd = round(current_price(price, is_opportunity, opportunity_price) / NEW.usd_rate, 6),
      monthly_cost_usd = round(monthly_cost(price_type, current_price(price, is_opportunity, opportunity_price), hoa_fee, property_tax, includes) / NEW.usd_rate, 6)
    WHERE currency = NEW.code;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Counts cached per filter notice the new filters' columns.
DROP TRIGGER properties_list_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  AFTER UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, opportunity_price, is_featured, price, currency, price_usd, bedrooms, bathrooms, garage, area, status_id, search_text, built_area, elevator, furnished, pets_allowed, estrato, amenities, monthly_cost_usd ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();--> statement-breakpoint
-- Kept pages show the new facts too (every column but `views`).
DROP TRIGGER properties_content_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_content_version_update
  AFTER UPDATE OF id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood, country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity, opportunity_price, legal_costs, is_featured, is_active, main_image, price_usd, previous_price, price_changed_at, latitude, longitude, show_exact_location, public_latitude, public_longitude, status_changed_at, search_text, created_at, updated_at, hoa_fee, property_tax, includes, built_area, floor, total_floors, elevator, year_built, furnished, pets_allowed, estrato, amenities, video_url, tour_url, monthly_cost_usd ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
UPDATE properties SET monthly_cost_usd = round(monthly_cost(price_type, current_price(price, is_opportunity, opportunity_price), hoa_fee, property_tax, includes) / (SELECT usd_rate FROM currencies WHERE code = properties.currency), 6) WHERE price_type = 'rent';
