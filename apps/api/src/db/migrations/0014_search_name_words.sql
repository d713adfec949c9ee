-- Typo matching reads which rows have a name word from narrow word lists instead of the wide tables
-- (docs/search-rank.md, docs/PERFORMANCE.md). spona_typo_matches of 0010 found the rows through the GIN
-- index of `search_words` (0009), which gives row addresses, not ids: every match was read from the heap
-- of users or offers. A misspelled common surname ('horvta': 2,957 Horvats at 100k creators) then cost
-- ~15 ms of page reads in a table larger than the buffer cache. A B-tree on (word, id) answers the same
-- question from the index alone.
CREATE TABLE user_name_words (
  word text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (word, user_id)
);
--> statement-breakpoint
CREATE INDEX user_name_words_user_idx ON user_name_words (user_id);
--> statement-breakpoint
CREATE TABLE offer_name_words (
  word text NOT NULL,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  PRIMARY KEY (word, offer_id)
);
--> statement-breakpoint
CREATE INDEX offer_name_words_offer_idx ON offer_name_words (offer_id);
--> statement-breakpoint
INSERT INTO user_name_words (word, user_id)
  SELECT DISTINCT w, id FROM users, unnest(search_words) AS w;
--> statement-breakpoint
INSERT INTO offer_name_words (word, offer_id)
  SELECT DISTINCT w, id FROM offers, unnest(search_words) AS w;
--> statement-breakpoint
-- Statement-level with transition tables, like the triggers of 0003, 0007 and 0010: one statement of
-- work however many rows were written. An update rewrites the lists only of rows whose words changed
-- (a transition table cannot be combined with UPDATE OF columns, so every update of users or offers runs
-- it; most change no name). Deleted rows lose their lists through the foreign keys.
CREATE OR REPLACE FUNCTION spona_name_words_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'users' THEN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM user_name_words l USING new_rows n, old_rows o
         WHERE n.id = o.id AND n.search_words IS DISTINCT FROM o.search_words AND l.user_id = n.id;
        INSERT INTO user_name_words (word, user_id)
          SELECT DISTINCT w, n.id FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_words) AS w
           WHERE n.search_words IS DISTINCT FROM o.search_words
          ON CONFLICT DO NOTHING;
      ELSE
        INSERT INTO user_name_words (word, user_id)
          SELECT DISTINCT w, n.id FROM new_rows n, unnest(n.search_words) AS w
          ON CONFLICT DO NOTHING;
      END IF;
    ELSE
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM offer_name_words l USING new_rows n, old_rows o
         WHERE n.id = o.id AND n.search_words IS DISTINCT FROM o.search_words AND l.offer_id = n.id;
        INSERT INTO offer_name_words (word, offer_id)
          SELECT DISTINCT w, n.id FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_words) AS w
           WHERE n.search_words IS DISTINCT FROM o.search_words
          ON CONFLICT DO NOTHING;
      ELSE
        INSERT INTO offer_name_words (word, offer_id)
          SELECT DISTINCT w, n.id FROM new_rows n, unnest(n.search_words) AS w
          ON CONFLICT DO NOTHING;
      END IF;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER name_words_users_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_name_words_write();
--> statement-breakpoint
CREATE TRIGGER name_words_users_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_name_words_write();
--> statement-breakpoint
CREATE TRIGGER name_words_offers_inserted AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_name_words_write();
--> statement-breakpoint
CREATE TRIGGER name_words_offers_updated AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_name_words_write();
--> statement-breakpoint
-- spona_typo_matches(tbl, words, threshold): as in 0010 (the rows of `tbl` whose name has, for every one
-- of `words`, a word within the threshold, each with the mean of the best similarities). A text of one
-- word reads the ids listed under the dictionary words near it from the word lists above (index-only).
-- A text of several words keeps 0010's lookup, one `search_words && ARRAY[...]` condition per word
-- combined as a BitmapAnd of the GIN index: it reads only the rows near every word ('ivana kovacvic':
-- 195), where the lists would have to group the thousands near each word (3,224 Ivanas alone).
CREATE OR REPLACE FUNCTION spona_typo_matches(tbl text, words text[], threshold real)
  RETURNS TABLE (id integer, similarity real)
  LANGUAGE plpgsql
  SET pg_trgm.word_similarity_threshold = 0.6
AS $$
DECLARE
  query_word text;
  word_index integer := 0;
  found_words text[];
  found_similarities real[];
  near_indexes integer[] := '{}';
  near_words text[] := '{}';
  near_similarities real[] := '{}';
  conditions text[] := '{}';
BEGIN
  IF tbl NOT IN ('users', 'offers') THEN
    RAISE EXCEPTION 'spona_typo_matches: unknown table %', tbl;
  END IF;
  PERFORM set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  FOREACH query_word IN ARRAY coalesce(words, '{}') LOOP
    word_index := word_index + 1;
    query_word := spona_unaccent(query_word);
    SELECT array_agg(d.word), array_agg(word_similarity(query_word, d.word))
      INTO found_words, found_similarities
      FROM search_dictionary d
     WHERE query_word <% d.word;
    IF found_words IS NULL THEN
      RETURN;
    END IF;
    near_indexes := near_indexes || array_fill(word_index, ARRAY[cardinality(found_words)]);
    near_words := near_words || found_words;
    near_similarities := near_similarities || found_similarities;
    conditions := conditions || format('t.search_words && %L::text[]', found_words);
  END LOOP;
  IF word_index = 0 THEN
    RETURN;
  END IF;
  IF word_index = 1 THEN
    RETURN QUERY EXECUTE format(
      'SELECT l.%I, max(n.similarity)::real
         FROM unnest($1, $2) AS n(word, similarity) JOIN %I l ON l.word = n.word
        GROUP BY l.%I',
      CASE tbl WHEN 'users' THEN 'user_id' ELSE 'offer_id' END,
      CASE tbl WHEN 'users' THEN 'user_name_words' ELSE 'offer_name_words' END,
      CASE tbl WHEN 'users' THEN 'user_id' ELSE 'offer_id' END)
      USING near_words, near_similarities;
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'WITH near AS (SELECT * FROM unnest($1, $2, $3) AS n(word_index, word, similarity)),
          hits AS MATERIALIZED (SELECT t.id, t.search_words FROM %I t WHERE %s)
     SELECT best.id, (sum(best.similarity) / $4)::real
       FROM (SELECT h.id, n.word_index, max(n.similarity) AS similarity
               FROM hits h CROSS JOIN LATERAL unnest(h.search_words) AS w(word)
               JOIN near n ON n.word = w.word
              GROUP BY h.id, n.word_index) best
      GROUP BY best.id',
    tbl, array_to_string(conditions, ' AND '))
    USING near_indexes, near_words, near_similarities, word_index;
END $$;
