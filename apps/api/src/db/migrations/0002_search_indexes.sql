-- Search indexes of SPEC §7 (search/influencers, public/agencies, search/offers). Each expression is
-- repeated exactly by src/db/schema/search.ts, which the searches build their queries from.
-- Trigram (similarity, typos, infix) on names:
CREATE INDEX users_name_trgm_idx ON users
  USING gin (spona_unaccent(lower(first_name || ' ' || last_name || ' ' || username)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX offers_name_trgm_idx ON offers
  USING gin (spona_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
-- Full text ('simple' configuration: hr and en words alike, no stemming) on the whole profile and offer:
CREATE INDEX users_search_document_idx ON users
  USING gin (to_tsvector('simple', spona_unaccent(lower(first_name || ' ' || last_name || ' ' || username || ' ' || coalesce(company, '') || ' ' || coalesce(city, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_en, '')))));
--> statement-breakpoint
CREATE INDEX offers_search_document_idx ON offers
  USING gin (to_tsvector('simple', spona_unaccent(lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_en, '')))));
