-- Trigram indexes make infix search fast; unaccent lets `cumbaya` find `Cumbayá`.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
