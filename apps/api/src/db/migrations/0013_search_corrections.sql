-- Spelling corrections for searches that find nothing (docs/search-rank.md, issue 5: "accents and typos
-- do not hide anyone"). The typo branch of 0010 covers names within a trigram typo; it misses a typo in
-- a city ('zagrb', 'sarjevo'), a company or a category, and one wrong letter in a short name, where
-- trigrams share too little ('nowak' -> novak, 'luak' -> luka). When a text search finds nothing, each
-- word that is not a known word is replaced by the nearest known word within one edit (two in words of
-- nine letters or more; a swap of two letters counts as one) and the search runs again.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
--> statement-breakpoint
-- The dictionary now also holds the words of cities, companies and category names: the words people
-- type besides names. A word that is in no name only costs its row in the typo branch (no row's
-- search_words contains it).
CREATE OR REPLACE FUNCTION spona_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(regexp_split_to_array(spona_unaccent(lower(coalesce($1, ''))), '[[:space:][:punct:][:digit:]]+'), '') $$;
--> statement-breakpoint
INSERT INTO search_dictionary (word)
  SELECT w FROM users, unnest(spona_words(coalesce(city, '') || ' ' || coalesce(company, ''))) AS w
  UNION SELECT w FROM offers, unnest(spona_words(city)) AS w
  UNION SELECT w FROM categories, unnest(spona_words(name_hr || ' ' || name_en)) AS w
  ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- The triggers of 0010 add the words of what was written: names as before, and now cities and companies.
CREATE OR REPLACE FUNCTION spona_search_dictionary_add() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'users' THEN
      INSERT INTO search_dictionary (word)
        SELECT DISTINCT w FROM new_rows,
          unnest(new_rows.search_words || spona_words(coalesce(new_rows.city, '') || ' ' || coalesce(new_rows.company, ''))) AS w
        ON CONFLICT (word) DO NOTHING;
    ELSE
      INSERT INTO search_dictionary (word)
        SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words || spona_words(new_rows.city)) AS w
        ON CONFLICT (word) DO NOTHING;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE INDEX search_dictionary_length_idx ON search_dictionary (length(word));
--> statement-breakpoint
-- The letters of a word in order: two words with the same letters differ by swaps ('luak', 'luka').
CREATE OR REPLACE FUNCTION spona_sorted_letters(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT string_agg(c, '' ORDER BY c) FROM regexp_split_to_table($1, '') AS c $$;
--> statement-breakpoint
-- spona_correct_words(words): each word (lower-case) unaccented and, when it has 3+ letters and is not a
-- word of the dictionary, replaced by the nearest dictionary word within one edit (two from nine letters
-- on), or by a word with the same letters two edits away (one swap); the nearest first, then one with the
-- same first letter, then alphabetical. A word with no such neighbour stays as it is; NULL when no word
-- changed. Candidates are the dictionary words of about the same length, read from
-- search_dictionary_length_idx; levenshtein is C.
CREATE OR REPLACE FUNCTION spona_correct_words(words text[]) RETURNS text[]
  LANGUAGE plpgsql STABLE
AS $$
DECLARE
  query_word text;
  best text;
  word_length integer;
  max_distance integer;
  corrected text[] := '{}';
  is_changed boolean := false;
BEGIN
  FOREACH query_word IN ARRAY coalesce(words, '{}') LOOP
    query_word := spona_unaccent(lower(query_word));
    word_length := length(query_word);
    max_distance := CASE WHEN word_length >= 9 THEN 2 ELSE 1 END;
    best := NULL;
    IF word_length >= 3 AND NOT EXISTS (SELECT 1 FROM search_dictionary d WHERE d.word = query_word) THEN
      SELECT d.word INTO best
        FROM search_dictionary d
       WHERE length(d.word) BETWEEN word_length - max_distance AND word_length + max_distance
         AND (levenshtein_less_equal(query_word, d.word, max_distance) <= max_distance
              OR (length(d.word) = word_length
                  AND levenshtein_less_equal(query_word, d.word, 2) = 2
                  AND spona_sorted_letters(d.word) = spona_sorted_letters(query_word)))
       ORDER BY levenshtein(query_word, d.word), left(d.word, 1) = left(query_word, 1) DESC, d.word
       LIMIT 1;
    END IF;
    is_changed := is_changed OR best IS NOT NULL;
    corrected := corrected || coalesce(best, query_word);
  END LOOP;
  RETURN CASE WHEN is_changed THEN corrected END;
END $$;
