CREATE TABLE "currencies" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"usd_rate" numeric(18, 6) NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_rate_positive" CHECK ("currencies"."usd_rate" > 0)
);
--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_usd" numeric(20, 6);--> statement-breakpoint
CREATE INDEX "properties_active_price_usd_idx" ON "properties" USING btree ("price_usd","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_area_idx" ON "properties" USING btree ("area","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_bedrooms_area_idx" ON "properties" USING btree ("bedrooms","area","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_similar_idx" ON "properties" USING btree ("country_id","price_type","price_usd","id") WHERE is_active;--> statement-breakpoint
-- Plausible rates of November 2026; the superadmin keeps them current on the admin's currency screen.
INSERT INTO currencies (code, usd_rate) VALUES ('USD', 1), ('COP', 4050), ('PEN', 3.75), ('BRL', 5.35) ON CONFLICT (code) DO NOTHING;--> statement-breakpoint
-- The dollar price is written here rather than by the services so that every writer (create, update,
-- PATCH, seeds, a rate change) keeps it right, in the same transaction as the change.
CREATE OR REPLACE FUNCTION set_property_price_usd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.price_usd := round(NEW.price / (SELECT usd_rate FROM currencies WHERE code = NEW.currency), 6);
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_price_usd
  BEFORE INSERT OR UPDATE OF price, currency ON properties
  FOR EACH ROW EXECUTE FUNCTION set_property_price_usd();--> statement-breakpoint
CREATE OR REPLACE FUNCTION convert_prices_to_new_rate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE properties SET price_usd = round(price / NEW.usd_rate, 6) WHERE currency = NEW.code;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER currencies_rate_change
  AFTER UPDATE OF usd_rate ON currencies
  FOR EACH ROW WHEN (OLD.usd_rate IS DISTINCT FROM NEW.usd_rate) EXECUTE FUNCTION convert_prices_to_new_rate();--> statement-breakpoint
UPDATE properties SET price_usd = round(price / (SELECT usd_rate FROM currencies WHERE code = properties.currency), 6);--> statement-breakpoint
-- Counts cached per filter must notice every column a list now filters or converts on (see 0004).
DROP TRIGGER properties_list_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  AFTER UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, is_featured, price, currency, price_usd, bedrooms, bathrooms, garage, area, status_id, search_text ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();
