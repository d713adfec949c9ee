-- Search runs on pg_trgm (similarity, typos) and unaccent ('sibenik' finds 'Šibenik'), in PGlite and
-- PostgreSQL alike. The extensions live in public so that a test schema (search_path "<schema>, public")
-- shares them and dropping it leaves them in place.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name), so it cannot appear in an index. This
-- wrapper names the dictionary by its schema and is declared IMMUTABLE, which is what index
-- expressions need; it must not be changed in place (rebuild the indexes if it ever is).
CREATE OR REPLACE FUNCTION spona_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
