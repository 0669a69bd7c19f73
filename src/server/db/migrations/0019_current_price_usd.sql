-- The dollar price that filters, sorts and finds similar listings is the price buyers pay
-- (src/shared/price.ts, docs/decisions/008): the opportunity price while a listing is an
-- opportunity priced below its listed price.
CREATE OR REPLACE FUNCTION current_price(price numeric, is_opportunity boolean, opportunity_price numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN is_opportunity AND opportunity_price > 0 AND opportunity_price < price THEN opportunity_price ELSE price END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_property_price_usd() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.price_usd := round(current_price(NEW.price, NEW.is_opportunity, NEW.opportunity_price) / (SELECT usd_rate FROM currencies WHERE code = NEW.currency), 6);
    RETURN NEW;
  END $$;--> statement-breakpoint
DROP TRIGGER properties_price_usd ON properties;--> statement-breakpoint
CREATE TRIGGER properties_price_usd
  BEFORE INSERT OR UPDATE OF price, currency, is_opportunity, opportunity_price ON properties
  FOR EACH ROW EXECUTE FUNCTION set_property_price_usd();--> statement-breakpoint
CREATE OR REPLACE FUNCTION convert_prices_to_new_rate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE properties SET price_usd = round(current_price(price, is_opportunity, opportunity_price) / NEW.usd_rate, 6) WHERE currency = NEW.code;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Counts cached per filter must notice the opportunity price too: it now moves the dollar price.
DROP TRIGGER properties_list_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_list_version_update
  AFTER UPDATE OF is_active, owner_id, country_id, city_id, property_type_id, price_type, is_opportunity, opportunity_price, is_featured, price, currency, price_usd, bedrooms, bathrooms, garage, area, status_id, search_text ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_list_version();--> statement-breakpoint
UPDATE properties SET price_usd = round(current_price(price, is_opportunity, opportunity_price) / (SELECT usd_rate FROM currencies WHERE code = properties.currency), 6) WHERE is_opportunity;
