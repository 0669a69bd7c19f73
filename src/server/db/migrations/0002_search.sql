-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index or a
-- generated value; this wrapper pins the dictionary and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_search_trgm_idx ON properties USING gin (search_text gin_trgm_ops);
