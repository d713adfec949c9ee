import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  offerNameSearchText,
  offerSearchDocument,
  toSearchQuery,
  userNameSearchText,
  userSearchDocument,
} from '../../db/schema/search';

/**
 * Text matching of the searches (ARCHITECTURE.md Data: full text with unaccent plus pg_trgm for typos;
 * docs/search-rank.md). Every condition repeats an expression of db/schema/search.ts, so that it runs
 * on the indexes of migration 0002_search_indexes. unaccent maps Đ/đ to D/d (checked on PGlite and
 * PostgreSQL 15), so `dordevic` finds Đorđević through the same wrapper.
 */

/** Most words of a search text that are matched; further words are ignored. */
const MAX_WORDS = 8;

/**
 * pg_trgm word_similarity threshold for each word against a name: one wrong or missing letter inside a
 * longer surname ('kovacvic', 'dordevikic') scores 0.5 or more, while 0.4 let thousands of unrelated
 * names in at 100k creators (measured: docs/PERFORMANCE.md).
 */
export const TYPO_THRESHOLD = 0.5;

/** Words shorter than this take no part in typo matching (two letters are within a typo of almost anything). */
const TYPO_MIN_WORD_LENGTH = 3;

/** A search text reduced to its words, or undefined when it has none ('!!!' searches for nothing). */
export type SearchText = { words: string[]; plain: string };

export function toSearchText(text: string | undefined): SearchText | undefined {
  if (text === undefined) return undefined;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
  return words.length === 0 ? undefined : { words, plain: words.join(' ') };
}

/** The text as the trigram side sees it: unaccented and lower-case, like userNameSearchText. */
const trigramQuery = (text: SearchText): SQL => sql`spona_unaccent(${text.plain})`;

/**
 * Every word (of 3+ letters) within a typo of a word of the name: one indexable `<%` per word, which
 * PostgreSQL combines with a BitmapAnd, so 'ivana kovacvic' reads only names close to both words.
 */
function isWithinTypo(text: SearchText, nameText: SQL): SQL {
  const words = text.words.filter((word) => word.length >= TYPO_MIN_WORD_LENGTH);
  if (words.length === 0) return sql`false`;
  return sql.join(
    words.map((word) => sql`spona_unaccent(${word}) <% ${nameText}`),
    sql` AND `,
  );
}

/**
 * Runs a search with the typo threshold set for its transaction only (set_config(..., true)), so the
 * indexable operator `<%` uses it; pooled connections keep their default.
 */
export async function withTypoTolerance<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
    );
    return run(tx as unknown as Db);
  });
}

/** Ids of the categories whose hr or en name matches the text (20-odd rows: no index needed). */
const matchingCategoryIds = (text: SearchText): SQL =>
  sql`SELECT id FROM categories WHERE to_tsvector('simple', spona_unaccent(lower(name_hr || ' ' || name_en))) @@ ${toSearchQuery(text.plain)}`;

/**
 * Ids of the users whose profile text (names, username, company, city, both descriptions) matches
 * every word as a prefix, whose name is within a typo of the text, or (creators) who are in a category
 * named by the text, each with `exact` = 1 unless it was found by the typo branch only. A UNION of
 * indexed lookups, each a bitmap scan of its own index.
 */
export function matchingUserIds(text: SearchText, { withCategories }: { withCategories: boolean }): SQL {
  const byCategory = withCategories
    ? sql` UNION ALL SELECT user_id, 1 FROM influencer_categories WHERE category_id IN (${matchingCategoryIds(text)})`
    : sql``;
  return sql`SELECT id, max(exact) AS exact FROM (
    SELECT id, 1 AS exact FROM users WHERE ${userSearchDocument} @@ ${toSearchQuery(text.plain)}
    UNION ALL SELECT id, 0 FROM users WHERE ${isWithinTypo(text, userNameSearchText)}${byCategory}
  ) matches GROUP BY id`;
}

/** The same for offers: name, city or descriptions, a name within a typo, or a category named by the text. */
export function matchingOfferIds(text: SearchText): SQL {
  return sql`SELECT id, max(exact) AS exact FROM (
    SELECT id, 1 AS exact FROM offers WHERE ${offerSearchDocument} @@ ${toSearchQuery(text.plain)}
    UNION ALL SELECT id, 0 FROM offers WHERE ${isWithinTypo(text, offerNameSearchText)}
    UNION ALL SELECT offer_id, 1 FROM offer_categories WHERE category_id IN (${matchingCategoryIds(text)})
  ) matches GROUP BY id`;
}

/** docs/search-rank.md: bonus of a match on every word (not only within a typo of the name). */
export const EXACT_MATCH_BONUS = 100;

/**
 * docs/search-rank.md text score of a user, 0..200: how well the text matches the name (typos included)
 * plus the bonus of an exact match. Needs the match subquery joined as `m`.
 */
export const userTextScore = (text: SearchText): SQL =>
  sql`(100 * word_similarity(${trigramQuery(text)}, ${userNameSearchText}) + ${sql.raw(String(EXACT_MATCH_BONUS))} * m.exact)`;

/** Text score of an offer, 0..200, the same way. Needs the match subquery joined as `m`. */
export const offerTextScore = (text: SearchText): SQL =>
  sql`(100 * word_similarity(${trigramQuery(text)}, ${offerNameSearchText}) + ${sql.raw(String(EXACT_MATCH_BONUS))} * m.exact)`;
