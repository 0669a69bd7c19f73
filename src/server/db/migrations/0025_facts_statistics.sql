-- A type tells most of a listing's facts: land and offices have no bedrooms, land no parking. Planned
-- as independent, "land with 2+ parking spaces, newest first" was thought to match 2,268 listings
-- and walked the whole date index (61,585 rows, 57 ms) to find none; with these statistics the
-- planner knows the combinations and reads the type's listings instead (docs/decisions/016).
CREATE STATISTICS IF NOT EXISTS properties_type_bedrooms_stats (mcv) ON property_type_id, bedrooms FROM properties;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS properties_type_bathrooms_stats (mcv) ON property_type_id, bathrooms FROM properties;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS properties_type_garage_stats (mcv) ON property_type_id, garage FROM properties;--> statement-breakpoint
ANALYZE properties;
