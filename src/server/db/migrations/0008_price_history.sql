CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "previous_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_changed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_property_changed_idx" ON "price_history" USING btree ("property_id","changed_at","id");--> statement-breakpoint
-- A listing's price history is written here rather than by the services so that every writer
-- (create, update, PATCH, seeds, scripts) records it in the same transaction as the change.
CREATE OR REPLACE FUNCTION record_first_price() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO price_history (property_id, price, currency, changed_at) VALUES (NEW.id, NEW.price, NEW.currency, NEW.created_at);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_first_price
  AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION record_first_price();--> statement-breakpoint
-- The price struck through for buyers is the one just before the change, and only when the change
-- was a cut in the same currency: a rise, or a new currency, leaves nothing to strike.
CREATE OR REPLACE FUNCTION mark_price_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    NEW.previous_price := CASE WHEN NEW.currency = OLD.currency AND OLD.price > NEW.price THEN OLD.price END;
    NEW.price_changed_at := now();
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_price_change_mark
  BEFORE UPDATE OF price, currency ON properties
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION mark_price_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_price_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO price_history (property_id, price, currency, changed_at) VALUES (NEW.id, NEW.price, NEW.currency, NEW.price_changed_at);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER properties_price_change_record
  AFTER UPDATE OF price, currency ON properties
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION record_price_change();--> statement-breakpoint
INSERT INTO price_history (property_id, price, currency, changed_at) SELECT id, price, currency, created_at FROM properties;
