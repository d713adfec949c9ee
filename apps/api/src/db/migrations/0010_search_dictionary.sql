-- Typo matching through a dictionary of name words (docs/search-rank.md, docs/PERFORMANCE.md).
-- Computing the trigram similarity of the text against every candidate name cost ~10 µs a row, and a
-- common surname within a typo of a short word ('horvta') has thousands of candidates. Instead, each
-- word of the text is matched by trigram against the distinct words of all names (a few hundred to a
-- few tens of thousands of rows), and the rows whose `search_words` (0009_search_words) contain one of
-- the words found are read from their GIN index.
--
-- The trigram indexes of 0002 on the whole name are no longer read by any search.
DROP INDEX IF EXISTS users_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS offers_name_trgm_idx;
--> statement-breakpoint
-- Every word of a user's or an offer's name, once. Words are only added (a word no name uses any more
-- costs one row and finds nothing), so keeping it is one insert per statement that writes names.
CREATE TABLE search_dictionary (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX search_dictionary_word_trgm_idx ON search_dictionary USING gin (word gin_trgm_ops);
--> statement-breakpoint
INSERT INTO search_dictionary (word)
  SELECT w FROM users, unnest(search_words) AS w
  UNION SELECT w FROM offers, unnest(search_words) AS w;
--> statement-breakpoint
-- Statement-level, with the transition table, like the triggers of 0003 and 0007: one insert per
-- statement, however many rows it wrote. (A transition table cannot be combined with UPDATE OF
-- columns, so every update of users or offers runs it; ON CONFLICT makes known words a probe each.)
CREATE OR REPLACE FUNCTION spona_search_dictionary_add() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_dictionary (word)
      SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words) AS w
      ON CONFLICT (word) DO NOTHING;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER search_dictionary_users_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_dictionary_add();
--> statement-breakpoint
CREATE TRIGGER search_dictionary_users_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_dictionary_add();
--> statement-breakpoint
CREATE TRIGGER search_dictionary_offers_inserted AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_dictionary_add();
--> statement-breakpoint
CREATE TRIGGER search_dictionary_offers_updated AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spona_search_dictionary_add();
--> statement-breakpoint
-- spona_typo_matches(tbl, words, threshold): the rows of `tbl` (users or offers) whose name has, for
-- every one of `words` (lower-case), a word w with word_similarity(word, w) >= threshold, each with
-- `similarity` = the mean over `words` of the best such word_similarity (1 for the exact name).
--
-- The indexable pg_trgm operator `<%` reads its threshold from pg_trgm.word_similarity_threshold; the
-- SET clause restores the caller's value on exit and confines the set_config(..., true) inside, so a
-- search is one statement on PGlite and PostgreSQL alike (no transaction, no extra round trip) and
-- pooled connections keep their default. The row lookup is built per call so that each word is its
-- own `search_words && ARRAY[...]` condition, which the planner combines as a BitmapAnd of the GIN
-- index: 'ivana kovacvic' reads only the rows near both words.
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
