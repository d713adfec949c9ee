-- Creator and agency search from narrow, index-only lists (docs/search-rank.md, docs/PERFORMANCE.md,
-- issue 5). At 100k creators, what cost the time was reading rows of `users` (1.8 kB each, one page
-- per match) and probing one index per row:
-- - a text: the GIN index of the document gives row addresses, so each of 15,383 'zagreb' matches was
--   read from the heap to learn its id (~20 ms);
-- - a category filter: 10,000 links per category, each probed in `users` for visibility and rank
--   (a deep page or a count: 15-20 ms).
-- Three structures answer these from B-tree entries alone, and are kept by triggers:
-- 1. user_words: every word of a user's document (and of the name) with the user's kind, so that the
--    prefix match of each word of a text is a range of the primary key;
-- 2. influencer_categories carries what search filters and ranks a creator by, and whether the
--    creator is visible, so a category is a range of one partial index;
-- 3. covering partial indexes of the visible users by location and by followers, so those filters
--    count a range, not the whole index.

-- The words of the category names, stored: every text search asks which categories it names, and
-- computing the 20 documents each time cost about 1 ms.
ALTER TABLE categories ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, spona_unaccent(lower(name_hr || ' ' || name_en)))) STORED;
--> statement-breakpoint
-- 1. The words of each user. `kind`: 1 a creator others may see, 2 an advertiser others may see, 0 a
-- user nobody else sees (deleted or unapproved; SPEC §4). `is_name`: a word of the first name, last
-- name or username (users.search_words), which typo matching looks up.
CREATE OR REPLACE FUNCTION spona_user_kind(type text, deleted_at timestamptz, unapproved boolean)
  RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN deleted_at IS NOT NULL OR unapproved THEN 0 WHEN type = 'INFLUENCER' THEN 1 ELSE 2 END)::smallint $$;
--> statement-breakpoint
-- The words of a document as full-text search splits them (the 'simple' configuration: lower case,
-- no stemming), unaccented: what the GIN indexes of 0002 held.
CREATE OR REPLACE FUNCTION spona_document_words(document text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tsvector_to_array(to_tsvector('simple'::regconfig, spona_unaccent(lower(coalesce(document, ''))))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_user_document(first_name text, last_name text, username text, company text,
    city text, description text, description_en text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT first_name || ' ' || last_name || ' ' || username || ' ' || coalesce(company, '') || ' '
    || coalesce(city, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_en, '') $$;
--> statement-breakpoint
-- The LIKE pattern of the words that start with a word of a text ('kovač' -> 'kovac%'), its own
-- wildcards escaped. Immutable, so a constant text plans as a range of the word index.
CREATE OR REPLACE FUNCTION spona_word_prefix(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(replace(replace(spona_unaccent(lower(word)), '\', '\\'), '%', '\%'), '_', '\_') || '%' $$;
--> statement-breakpoint
CREATE TABLE user_words (
  word text COLLATE "C" NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind smallint NOT NULL,
  is_name boolean NOT NULL,
  PRIMARY KEY (word, user_id) INCLUDE (kind, is_name)
);
--> statement-breakpoint
-- By user: whether a user has a word starting with a given word is one seek (the walk of a common text,
-- domain/search/rankedTextSearch.ts); a user's rows are found here when they are written again.
CREATE INDEX user_words_user_word_idx ON user_words (user_id, word);
--> statement-breakpoint
-- The rows of the given users (their current state in `users`). Joined to the ids, not filtered by
-- `id = ANY (user_ids)`, which compares each row with the whole array: quadratic for a bulk seed.
CREATE OR REPLACE FUNCTION spona_write_user_words(user_ids integer[]) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO user_words (word, user_id, kind, is_name)
      SELECT DISTINCT ON (w.word, u.id) w.word, u.id, spona_user_kind(u.type, u.deleted_at, u.unapproved),
             w.word = ANY (u.search_words)
        FROM unnest(user_ids) AS given(id)
        JOIN users u ON u.id = given.id,
             unnest(spona_document_words(spona_user_document(u.first_name, u.last_name, u.username, u.company,
               u.city, u.description, u.description_en)) || u.search_words) AS w(word)
      ON CONFLICT DO NOTHING
  $$;
--> statement-breakpoint
SELECT spona_write_user_words(ARRAY(SELECT id FROM users));
--> statement-breakpoint
-- 2. What creator search reads of a creator in a category, copied onto each of the creator's links.
ALTER TABLE "influencer_categories" ADD COLUMN "visible" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD COLUMN "search_rank_base" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD COLUMN "followers_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD COLUMN "engagement_rate" numeric(5, 2);
--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD COLUMN "location_id" integer;
--> statement-breakpoint
ALTER TABLE "influencer_categories" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE influencer_categories c
   SET visible = (spona_user_kind(u.type, u.deleted_at, u.unapproved) = 1),
       search_rank_base = u.search_rank_base, followers_count = u.followers_count,
       engagement_rate = u.engagement_rate, location_id = u.location_id, featured = u.featured
  FROM users u
 WHERE u.id = c.user_id;
--> statement-breakpoint
CREATE INDEX "influencer_categories_search_idx" ON "influencer_categories" USING btree ("category_id","search_rank_base" DESC NULLS FIRST,"user_id","followers_count","engagement_rate","location_id","featured") WHERE "influencer_categories"."visible";
--> statement-breakpoint
-- A new link copies its creator's row (a creator adding a category to the profile).
CREATE OR REPLACE FUNCTION spona_influencer_category_fill() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    SELECT spona_user_kind(u.type, u.deleted_at, u.unapproved) = 1, u.search_rank_base, u.followers_count,
           u.engagement_rate, u.location_id, u.featured
      INTO NEW.visible, NEW.search_rank_base, NEW.followers_count, NEW.engagement_rate, NEW.location_id,
           NEW.featured
      FROM users u WHERE u.id = NEW.user_id;
    RETURN NEW;
  END $$;
--> statement-breakpoint
CREATE TRIGGER influencer_categories_fill BEFORE INSERT ON influencer_categories
  FOR EACH ROW EXECUTE FUNCTION spona_influencer_category_fill();
--> statement-breakpoint
-- A change of users reaches both lists, statement-level like the triggers of 0003, 0007 and 0010: the
-- words of users whose document, name or kind changed are written again, and the links of creators
-- whose copied columns changed are updated. Most updates of users change neither.
CREATE OR REPLACE FUNCTION spona_user_projections_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    changed integer[];
    copied integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM spona_write_user_words(ARRAY(SELECT id FROM new_rows));
      RETURN NULL;
    END IF;
    -- The ids first, then the lists by key: joined to the transition tables, the planner read the
    -- whole link table for each statement (the bulk seed slowed with every batch).
    SELECT array_agg(n.id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE spona_user_document(n.first_name, n.last_name, n.username, n.company, n.city, n.description,
             n.description_en)
           IS DISTINCT FROM spona_user_document(o.first_name, o.last_name, o.username, o.company, o.city,
             o.description, o.description_en)
        OR spona_user_kind(n.type, n.deleted_at, n.unapproved) <> spona_user_kind(o.type, o.deleted_at, o.unapproved);
    IF changed IS NOT NULL THEN
      DELETE FROM user_words WHERE user_id = ANY (changed);
      PERFORM spona_write_user_words(changed);
    END IF;
    SELECT array_agg(n.id) INTO copied
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.type = 'INFLUENCER'
       AND (spona_user_kind(n.type, n.deleted_at, n.unapproved), n.search_rank_base, n.followers_count,
            n.engagement_rate, n.location_id, n.featured)
           IS DISTINCT FROM (spona_user_kind(o.type, o.deleted_at, o.unapproved), o.search_rank_base,
            o.followers_count, o.engagement_rate, o.location_id, o.featured);
    IF copied IS NOT NULL THEN
      UPDATE influencer_categories c
         SET visible = (spona_user_kind(u.type, u.deleted_at, u.unapproved) = 1),
             search_rank_base = u.search_rank_base, followers_count = u.followers_count,
             engagement_rate = u.engagement_rate, location_id = u.location_id, featured = u.featured
        FROM users u
       WHERE c.user_id = ANY (copied) AND u.id = c.user_id;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_projections_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_user_projections_write();
--> statement-breakpoint
CREATE TRIGGER user_projections_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_user_projections_write();
--> statement-breakpoint
-- user_words replaces the users half of 0014's name lists. The GIN indexes of the document (0002) and
-- of the name words (0009) stay, for texts of several words: the rows that have all of them are few
-- even when each word is common ('marija kovačević': 68 of 6,556 Marijas), and a BitmapAnd of the GIN
-- index finds them without reading the long lists.
DROP TRIGGER name_words_users_inserted ON users;
--> statement-breakpoint
DROP TRIGGER name_words_users_updated ON users;
--> statement-breakpoint
DROP TABLE user_name_words;
--> statement-breakpoint
-- 3. Covering indexes of the visible users by location and by followers; they replace the plain
-- (type, location) and (type, followers) indexes. The category filter of a creator text search no
-- longer needs the set of users who are not visible creators (0011), nor anything the plain rank
-- index (0006).
CREATE INDEX "users_visible_by_location_idx" ON "users" USING btree ("type","location_id","search_rank_base" DESC NULLS FIRST,"id","followers_count","engagement_rate","featured") WHERE "users"."deleted_at" is null and not "users"."unapproved";
--> statement-breakpoint
CREATE INDEX "users_visible_by_followers_idx" ON "users" USING btree ("type","followers_count" DESC NULLS FIRST,"id","search_rank_base","engagement_rate","location_id","featured") WHERE "users"."deleted_at" is null and not "users"."unapproved";
--> statement-breakpoint
DROP INDEX "users_type_location_idx";
--> statement-breakpoint
DROP INDEX "users_type_followers_idx";
--> statement-breakpoint
DROP INDEX "users_not_visible_creator_idx";
--> statement-breakpoint
DROP INDEX "users_type_search_rank_idx";
--> statement-breakpoint
-- spona_near_words(words, threshold): for each of `words` (its position in `word_index`), the words of the
-- dictionary within the threshold of it and their word_similarity. The indexable pg_trgm operator `<%`
-- reads its threshold from pg_trgm.word_similarity_threshold: the SET clause restores the caller's
-- value on exit and confines the set_config(..., true) inside, so a search stays one statement on PGlite
-- and PostgreSQL alike. It replaces spona_typo_matches (0010, 0014): the search statement itself joins
-- these few words to the word lists (domain/search/textMatch.ts), so the planner sees the whole search
-- and the thousands of rows near a common name are not copied through a function's result.
DROP FUNCTION spona_typo_matches(text, text[], real);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spona_near_words(words text[], threshold real)
  RETURNS TABLE (word_index integer, word text, similarity real)
  LANGUAGE plpgsql STABLE
  -- A few dictionary words per word: the planner then reads the word lists by key, not whole.
  ROWS 10
  SET pg_trgm.word_similarity_threshold = 0.6
AS $$
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  RETURN QUERY
    SELECT q.i::integer, d.word, word_similarity(q.w, d.word)
      FROM (SELECT spona_unaccent(u.raw) AS w, u.i FROM unnest(words) WITH ORDINALITY AS u(raw, i)) q
      JOIN search_dictionary d ON q.w <% d.word;
END $$;
