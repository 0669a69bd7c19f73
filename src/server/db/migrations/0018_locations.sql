ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
CREATE INDEX "properties_active_public_point_idx" ON "properties" USING btree ("public_latitude","public_longitude") WHERE is_active and public_latitude is not null;--> statement-breakpoint
-- The public point (issue 15): the pin itself when the advertiser shows it exactly; otherwise the pin
-- moved 100–300 m in a random direction and rounded to 0.001° (about 110 m), drawn once and kept
-- until the pin moves, so asking again, or many times, gives the same point and averages to nothing.
-- Written here so that every writer (form, PATCH, seeds, scripts) gets it. 0.001° of rounding adds at
-- most about 80 m: the exact pin always lies within 400 m of the public point (APPROXIMATE_RADIUS_M).
CREATE OR REPLACE FUNCTION set_public_location() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    angle double precision;
    metres double precision;
  BEGIN
    IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
      NEW.public_latitude := NULL;
      NEW.public_longitude := NULL;
    ELSIF NEW.show_exact_location THEN
      NEW.public_latitude := NEW.latitude;
      NEW.public_longitude := NEW.longitude;
    ELSIF TG_OP = 'INSERT' OR OLD.show_exact_location OR OLD.public_latitude IS NULL
        OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude THEN
      angle := random() * 2 * pi();
      metres := 100 + random() * 200;
      NEW.public_latitude := round((NEW.latitude + metres * cos(angle) / 111320)::numeric, 3)::double precision;
      NEW.public_longitude := round((NEW.longitude + metres * sin(angle) / (111320 * cos(radians(NEW.latitude))))::numeric, 3)::double precision;
    ELSE
      NEW.public_latitude := OLD.public_latitude;
      NEW.public_longitude := OLD.public_longitude;
    END IF;
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_public_location
  BEFORE INSERT OR UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION set_public_location();
