CREATE TABLE "cities" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"country_id" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"owner_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price_type" varchar(4) NOT NULL,
	"address" varchar(300) NOT NULL,
	"neighborhood" varchar(120),
	"country_id" varchar(20) NOT NULL,
	"city_id" varchar(40) NOT NULL,
	"property_type_id" integer NOT NULL,
	"status_id" varchar(30) DEFAULT 'status_available' NOT NULL,
	"area" numeric(12, 2),
	"bedrooms" smallint,
	"bathrooms" numeric(4, 1),
	"garage" smallint,
	"is_opportunity" boolean DEFAULT false NOT NULL,
	"opportunity_price" numeric(14, 2),
	"legal_costs" numeric(14, 2),
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"main_image" text,
	"views" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_statuses" (
	"id" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"icon" varchar(30) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "property_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" varchar(40) NOT NULL,
	"phone_number" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "property_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_id_property_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "property_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "inquiries_property_created_idx" ON "inquiries" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_owner_created_idx" ON "properties" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_country_created_idx" ON "properties" USING btree ("country_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_country_type_created_idx" ON "properties" USING btree ("country_id","property_type_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_type_created_idx" ON "properties" USING btree ("property_type_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_city_created_idx" ON "properties" USING btree ("city_id","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_opportunity_created_idx" ON "properties" USING btree ("created_at","id") WHERE is_active and is_opportunity;--> statement-breakpoint
CREATE INDEX "properties_active_featured_created_idx" ON "properties" USING btree ("created_at","id") WHERE is_active and is_featured;--> statement-breakpoint
CREATE INDEX "properties_active_pricetype_created_idx" ON "properties" USING btree ("price_type","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));