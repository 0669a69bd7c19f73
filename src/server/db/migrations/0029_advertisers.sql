CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"detail" varchar(254),
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "advertiser_verifications" (
	"advertiser_id" integer NOT NULL,
	"fact" varchar(10) NOT NULL,
	"checked_on" date NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "advertiser_verifications_advertiser_id_fact_pk" PRIMARY KEY("advertiser_id","fact")
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(140) NOT NULL,
	"logo" text,
	"phone" varchar(20),
	"whatsapp" varchar(20),
	"email" varchar(254),
	"address" varchar(300),
	"country_id" varchar(20),
	"licence" varchar(60),
	"status" varchar(10) DEFAULT 'approved' NOT NULL,
	"reject_reason" text,
	"reviewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "advertiser_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_role" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "awaiting_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_verifications" ADD CONSTRAINT "advertiser_verifications_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_verifications" ADD CONSTRAINT "advertiser_verifications_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advertisers_pending_idx" ON "advertisers" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_advertiser_idx" ON "users" USING btree ("advertiser_id");--> statement-breakpoint
-- Staff-created advertisers keep working as independent advertisers, approved, each with a public page.
INSERT INTO advertisers (kind, name, slug, phone, status, reviewed_at, created_at)
  SELECT 'independent', u.name,
    coalesce(nullif(trim(both '-' from regexp_replace(lower(translate(u.name, 'ÁÉÍÓÚÑÇÃÕÂÊÔÀÜáéíóúñçãõâêôàü', 'AEIOUNCAOAEOAUaeiouncaoaeoau')), '[^a-z0-9]+', '-', 'g')), ''), 'anunciante') || '-' || u.id,
    u.phone_number, 'approved', now(), u.created_at
  FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name <> 'superadmin' ORDER BY u.id;--> statement-breakpoint
UPDATE users u SET advertiser_id = a.id FROM advertisers a
  WHERE a.kind = 'independent' AND a.slug = coalesce(nullif(trim(both '-' from regexp_replace(lower(translate(u.name, 'ÁÉÍÓÚÑÇÃÕÂÊÔÀÜáéíóúñçãõâêôàü', 'AEIOUNCAOAEOAUaeiouncaoaeoau')), '[^a-z0-9]+', '-', 'g')), ''), 'anunciante') || '-' || u.id;--> statement-breakpoint
UPDATE users SET email_verified_at = created_at;--> statement-breakpoint
-- Kept listing pages and answers name the advertiser: a change to one shows at once.
CREATE TRIGGER advertisers_content_version
  AFTER INSERT OR UPDATE OR DELETE ON advertisers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
CREATE TRIGGER advertiser_verifications_content_version
  AFTER INSERT OR UPDATE OR DELETE ON advertiser_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
DROP TRIGGER users_content_version ON users;--> statement-breakpoint
CREATE TRIGGER users_content_version
  AFTER UPDATE OF name, phone_number, whatsapp, photo, advertiser_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();--> statement-breakpoint
DROP TRIGGER properties_content_version_update ON properties;--> statement-breakpoint
CREATE TRIGGER properties_content_version_update
  AFTER UPDATE OF id, slug, owner_id, title, description, price, currency, price_type, address, neighborhood, country_id, city_id, property_type_id, status_id, area, bedrooms, bathrooms, garage, is_opportunity, opportunity_price, legal_costs, is_featured, is_active, awaiting_review, main_image, price_usd, previous_price, price_changed_at, latitude, longitude, show_exact_location, public_latitude, public_longitude, status_changed_at, search_text, created_at, updated_at, hoa_fee, property_tax, includes, built_area, floor, total_floors, elevator, year_built, furnished, pets_allowed, estrato, amenities, video_url, tour_url, monthly_cost_usd, floor_plans ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
