import { sql, type SQL } from 'drizzle-orm';

/**
 * The text the searches match (docs/search-rank.md). spona_unaccent() is an IMMUTABLE wrapper of
 * unaccent() created by migration 0000_extensions, so it may appear in generated columns and indexes.
 *
 * - The full-text documents are expression indexes of migration 0002_search_indexes. A query uses an
 *   expression index only when it repeats the expression exactly, so searches build it from here; a
 *   GIN tsvector match needs no recheck, so the expression is never computed at search time.
 * - Typo matching (migration 0010_search_dictionary) looks each word of the text up in
 *   `search_dictionary`, the distinct words of all names, by trigram, and then finds the rows whose
 *   stored `search_words` (generated from the expressions below, GIN-indexed) contain a word found:
 *   trigram similarity is computed on a few hundred dictionary words, never on every candidate row.
 *
 * This module imports no table (users.ts and offers.ts import the generated expressions from it).
 */

/** Splits unaccented lower-case text into words: letters only, split at spaces, punctuation and digits. */
const toWords = (text: string) =>
  `array_remove(regexp_split_to_array(spona_unaccent(lower(${text})), '[[:space:][:punct:][:digit:]]+'), '')`;

/** Generated `users.search_words`: the words of the first name, last name and username. */
export const userSearchWordsExpression: SQL = sql.raw(
  toWords(`first_name || ' ' || last_name || ' ' || username`),
);

/** Generated `offers.search_words`: the words of the offer name. */
export const offerSearchWordsExpression: SQL = sql.raw(toWords('name'));

/** Trigram text of a user: unaccented lower-case first name, last name and username. */
export const userNameSearchText: SQL = sql.raw(
  `spona_unaccent(lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."username"))`,
);

/** Full-text document of a user: names, username, company, city and both descriptions. */
export const userSearchDocument: SQL = sql.raw(
  `to_tsvector('simple', spona_unaccent(lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."username" || ' ' || coalesce("users"."company", '') || ' ' || coalesce("users"."city", '') || ' ' || coalesce("users"."description", '') || ' ' || coalesce("users"."description_en", ''))))`,
);

/** Full-text document of an offer: name, city and both descriptions. */
export const offerSearchDocument: SQL = sql.raw(
  `to_tsvector('simple', spona_unaccent(lower("offers"."name" || ' ' || coalesce("offers"."city", '') || ' ' || coalesce("offers"."description", '') || ' ' || coalesce("offers"."description_en", ''))))`,
);

/** A user's text query as a prefix tsquery on the same unaccented lower-case words ('sibe' finds 'Šibenik'). */
export function toSearchQuery(text: string): SQL {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => `${word}:*`);
  const query = words.length > 0 ? words.join(' & ') : '';
  return sql`to_tsquery('simple', spona_unaccent(${query}))`;
}
