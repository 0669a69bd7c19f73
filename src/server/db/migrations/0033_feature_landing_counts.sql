ALTER TABLE "open_listing_counts" ADD COLUMN "pets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "open_listing_counts" ADD COLUMN "pool" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "open_listing_counts" ADD COLUMN "furnished" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 24: the feature landings' counts (pets, a pool, fully furnished: the search's own filters for
-- them, src/shared/landingFeatures.ts) were a GROUP BY over every open listing, run again at each
-- content version: under one edit a second, a scan a second that every search page waited for. The
-- row trigger that keeps the open listings' counts keeps them too.
CREATE OR REPLACE FUNCTION track_open_listing_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  was_open boolean := TG_OP <> 'INSERT' AND OLD.is_active AND OLD.status_id NOT IN ('status_sold', 'status_rented');
  is_open boolean := TG_OP <> 'DELETE' AND NEW.is_active AND NEW.status_id NOT IN ('status_sold', 'status_rented');
  had_pets int := CASE WHEN TG_OP <> 'INSERT' AND OLD.pets_allowed THEN 1 ELSE 0 END;
  has_pets int := CASE WHEN TG_OP <> 'DELETE' AND NEW.pets_allowed THEN 1 ELSE 0 END;
  had_pool int := CASE WHEN TG_OP <> 'INSERT' AND 'pool' = ANY(OLD.amenities) THEN 1 ELSE 0 END;
  has_pool int := CASE WHEN TG_OP <> 'DELETE' AND 'pool' = ANY(NEW.amenities) THEN 1 ELSE 0 END;
  had_furnished int := CASE WHEN TG_OP <> 'INSERT' AND OLD.furnished = 'fully' THEN 1 ELSE 0 END;
  has_furnished int := CASE WHEN TG_OP <> 'DELETE' AND NEW.furnished = 'fully' THEN 1 ELSE 0 END;
BEGIN
  IF TG_OP = 'UPDATE' AND was_open = is_open AND OLD.price_type = NEW.price_type AND OLD.property_type_id = NEW.property_type_id AND OLD.city_id = NEW.city_id
    AND had_pets = has_pets AND had_pool = has_pool AND had_furnished = has_furnished THEN
    RETURN NULL;
  END IF;
  IF was_open THEN
    UPDATE open_listing_counts SET count = count - 1, pets = pets - had_pets, pool = pool - had_pool, furnished = furnished - had_furnished
      WHERE price_type = OLD.price_type AND property_type_id = OLD.property_type_id AND city_id = OLD.city_id;
  END IF;
  IF is_open THEN
    INSERT INTO open_listing_counts AS c (price_type, property_type_id, city_id, count, pets, pool, furnished)
      VALUES (NEW.price_type, NEW.property_type_id, NEW.city_id, 1, has_pets, has_pool, has_furnished)
      ON CONFLICT (price_type, property_type_id, city_id)
      DO UPDATE SET count = c.count + 1, pets = c.pets + EXCLUDED.pets, pool = c.pool + EXCLUDED.pool, furnished = c.furnished + EXCLUDED.furnished;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_open_counts ON properties;--> statement-breakpoint
CREATE TRIGGER properties_open_counts
  AFTER INSERT OR DELETE OR UPDATE OF is_active, status_id, price_type, property_type_id, city_id, pets_allowed, amenities, furnished ON properties
  FOR EACH ROW EXECUTE FUNCTION track_open_listing_counts();--> statement-breakpoint
UPDATE open_listing_counts c SET pets = f.pets, pool = f.pool, furnished = f.furnished
  FROM (
    SELECT price_type, property_type_id, city_id,
      (count(*) FILTER (WHERE pets_allowed))::int AS pets,
      (count(*) FILTER (WHERE 'pool' = ANY(amenities)))::int AS pool,
      (count(*) FILTER (WHERE furnished = 'fully'))::int AS furnished
    FROM properties
    WHERE is_active AND status_id NOT IN ('status_sold', 'status_rented')
    GROUP BY price_type, property_type_id, city_id
  ) f
  WHERE c.price_type = f.price_type AND c.property_type_id = f.property_type_id AND c.city_id = f.city_id;
