import { sql, type SQL } from 'drizzle-orm';
import type { TUserType } from '@spona/contracts';
import { offerSearchDocument, toSearchQuery, userSearchDocument } from '../../db/schema/search';

/**
 * Text matching of the searches (ARCHITECTURE.md Data: full text with unaccent plus pg_trgm for typos;
 * docs/search-rank.md). A user's words (the full-text words of the document, and the words of the name)
 * are listed in user_words (migration 0015), so the words that start with each word of a text are one
 * range of its primary key; an offer's document still runs on the GIN index of migration 0002. Typo
 * matching runs through the dictionary of name words of migration 0010_search_dictionary. unaccent
 * maps Đ/đ to D/d (checked on PGlite and PostgreSQL 15), so `dordevic` finds Đorđević.
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

/** The `kind` of user_words (migration 0015) of the users of a type that others may see (SPEC §4). */
const VISIBLE_USER_KIND: Record<TUserType, number> = { INFLUENCER: 1, ADVERTISER: 2 };

/** The word lists of migrations 0015 and 0016, and the column naming their rows. */
const WORD_LISTS = {
  users: { list: sql.raw('user_words'), id: sql.raw('user_id') },
  offers: { list: sql.raw('offer_words'), id: sql.raw('offer_id') },
} as const;

/**
 * Ids of the rows of `table` whose name is within a typo of every word (of 3+ letters), each with its
 * `similarity`, the mean over the words of the best word_similarity (docs/search-rank.md); for users,
 * only those of the given kind. spona_near_words() (migration 0015) finds the words of the dictionary
 * of name words near each word, with the threshold set inside it; then, for one word, the rows with one
 * of those words are read from the word list (index-only), and for several words the rows near every
 * word from a BitmapAnd of the GIN index of search_words (few rows, where the lists near each word can
 * be thousands long: 3,224 Ivanas).
 */
function typoMatches(table: 'users' | 'offers', text: SearchText, kind?: number): SQL | undefined {
  const words = text.words.filter((word) => word.length >= TYPO_MIN_WORD_LENGTH);
  if (words.length === 0) return undefined;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const near = sql`SELECT word_index, word, similarity FROM spona_near_words(ARRAY[${list}]::text[], ${TYPO_THRESHOLD}::real)`;
  const ofKind = table === 'users' && kind !== undefined;
  if (words.length === 1) {
    const { list: wordList, id } = WORD_LISTS[table];
    return sql`SELECT w.${id} AS id, 0 AS exact, max(n.similarity) AS similarity
      FROM (${near}) n JOIN ${wordList} w ON w.word = n.word COLLATE "C"
      WHERE w.is_name${ofKind ? sql` AND w.kind = ${kind}` : sql``} GROUP BY w.${id}`;
  }
  const nearEvery = sql.join(
    words.map((_, i) => sql`t.search_words && ARRAY(SELECT word FROM near WHERE word_index = ${i + 1})`),
    sql` AND `,
  );
  const kindOf = ofKind ? sql` AND spona_user_kind(t.type, t.deleted_at, t.unapproved) = ${kind}` : sql``;
  return sql`(WITH near AS MATERIALIZED (${near}),
      hits AS MATERIALIZED (SELECT t.id, t.search_words FROM ${sql.raw(table)} t WHERE ${nearEvery}${kindOf})
    SELECT best.id, 0 AS exact, (sum(best.similarity) / ${words.length})::real AS similarity
      FROM (SELECT h.id, n.word_index, max(n.similarity) AS similarity
              FROM hits h CROSS JOIN LATERAL unnest(h.search_words) AS w(word) JOIN near n ON n.word = w.word
             GROUP BY h.id, n.word_index) best
     GROUP BY best.id)`;
}

/**
 * Ids of the users of a kind with, for every word of the text, a word of the document that starts with
 * it ('sibe' finds Šibenik). One word: a range of the primary key of user_words, index-only however
 * common the word ('zagreb': 15,383 users; a user with two such words is listed twice). Several words:
 * the GIN index of the document (migration 0002), whose BitmapAnd reads only the few rows that have all
 * of them; OFFSET 0 keeps it the only way into users (given the kind condition beside it, the planner
 * of a small table would pick another index and compute every user's document).
 */
function prefixMatchingUserIds(text: SearchText, kind: number): SQL {
  const [word] = text.words;
  if (text.words.length === 1 && word !== undefined) {
    return sql`SELECT user_id AS id FROM user_words WHERE word LIKE spona_word_prefix(${word}) COLLATE "C" AND kind = ${kind}`;
  }
  const byDocument = sql`SELECT id, type, deleted_at, unapproved FROM users WHERE ${userSearchDocument} @@ ${toSearchQuery(text.plain)} OFFSET 0`;
  return sql`SELECT id FROM (${byDocument}) d WHERE spona_user_kind(type, deleted_at, unapproved) = ${kind}`;
}

/** Ids of the categories whose hr or en name matches the text (the stored words of migration 0015). */
const matchingCategoryIds = (text: SearchText): SQL =>
  sql`SELECT id FROM categories WHERE search_document @@ ${toSearchQuery(text.plain)}`;

/**
 * The matches of a text, one row per id with `exact` (1: every word found as a prefix in the document
 * or in a category name; 0: only within a typo of the name) and `similarity` (word_similarity of the
 * text and the name for the typo matches, else 0): a UNION of indexed lookups, grouped by id.
 */
export function matchesOf(exactBranches: SQL[], typo: SQL | undefined): SQL {
  const exact = exactBranches.map(
    (branch) => sql`SELECT id, 1 AS exact, 0::real AS similarity FROM (${branch}) e`,
  );
  const branches = typo ? [...exact, typo] : exact;
  return sql`SELECT id, max(exact) AS exact, max(similarity) AS similarity FROM (${sql.join(branches, sql` UNION ALL `)}) matches GROUP BY id`;
}

/**
 * How a text matches the users of a type that others may see (SPEC §4), in parts: as sets, and as
 * per-user tests, so that a common text can be checked user by user in rank order instead of read
 * whole (domain/search/rankedTextSearch.ts). Every set reads lists that already say who is visible:
 * the kind in user_words, `visible` in influencer_categories (migration 0015).
 */
export interface UserTextMatch {
  /** Ids (`id`) of the users whose document has a word starting with every word; repeats possible. */
  byWords: SQL;
  /** Ids of the creators in a category the text names; absent when categories are not searched. */
  byCategory?: SQL;
  /** Ids within a typo of the name and their `similarity` (with `exact` 0); absent for short words. */
  byTypo?: SQL;
  /** Whether the user `id` has, for every word, a word starting with it: one seek of user_words each. */
  hasWords: (id: SQL) => SQL;
  /** Whether the creator `id` is in a category the text names: one seek of influencer_categories. */
  isInCategory?: (id: SQL) => SQL;
}

export function userTextMatch(
  text: SearchText,
  { type, withCategories }: { type: TUserType; withCategories: boolean },
): UserTextMatch {
  const kind = VISIBLE_USER_KIND[type];
  const categoryIds = sql`ARRAY(${matchingCategoryIds(text)})`;
  return {
    byWords: prefixMatchingUserIds(text, kind),
    // IN (subquery), not = ANY (ARRAY(...)): the planner estimates a semi-join by the categories
    // matched (one), and an array it cannot see as half the table (a sequential scan).
    byCategory: withCategories
      ? sql`SELECT user_id AS id FROM influencer_categories WHERE visible AND category_id IN (${matchingCategoryIds(text)})`
      : undefined,
    byTypo: typoMatches('users', text, kind),
    hasWords: (id) =>
      sql.join(
        text.words.map(
          (word) =>
            sql`(SELECT true FROM user_words w WHERE w.user_id = ${id} AND w.word LIKE spona_word_prefix(${word}) COLLATE "C" LIMIT 1) IS TRUE`,
        ),
        sql` AND `,
      ),
    isInCategory: withCategories
      ? (id) =>
          sql`(SELECT true FROM influencer_categories ic WHERE ic.user_id = ${id} AND ic.category_id = ANY (${categoryIds}) LIMIT 1) IS TRUE`
      : undefined,
  };
}

/** A text's matches in parts: sets of the ids that match exactly (`id`), and the typo matches (`id`, `similarity`). */
export interface TextMatchParts {
  exact: SQL[];
  typo?: SQL;
}

/**
 * The users of a type that others may see (SPEC §4) whose document (names, username, company, city,
 * both descriptions) has a word starting with every word of the text, whose name is within a typo of
 * the text, or (creators, `withCategories`) who are in a category named by the text.
 */
export function userMatchParts(
  text: SearchText,
  options: { type: TUserType; withCategories: boolean },
): TextMatchParts {
  const match = userTextMatch(text, options);
  return {
    exact: match.byCategory ? [match.byWords, match.byCategory] : [match.byWords],
    typo: match.byTypo,
  };
}

/**
 * Ids of the offers whose document (name, city, both descriptions) has a word starting with every word
 * of the text: one word from offer_words (migration 0016), several from the GIN index of the document,
 * as for users (prefixMatchingUserIds). Whether the offer may be seen is left to the caller.
 */
function prefixMatchingOfferIds(text: SearchText): SQL {
  const [word] = text.words;
  if (text.words.length === 1 && word !== undefined) {
    return sql`SELECT offer_id AS id FROM offer_words WHERE word LIKE spona_word_prefix(${word}) COLLATE "C"`;
  }
  return sql`SELECT id FROM offers WHERE ${offerSearchDocument} @@ ${toSearchQuery(text.plain)}`;
}

/**
 * The same for offers: the document, a name within a typo, or a category named by the text; for a
 * category, only the listed offers (offer_categories_search_idx). The caller keeps the offers others
 * may see.
 */
export function offerMatchParts(text: SearchText): TextMatchParts {
  return {
    exact: [
      prefixMatchingOfferIds(text),
      sql`SELECT offer_id AS id FROM offer_categories WHERE listed AND category_id IN (${matchingCategoryIds(text)})`,
    ],
    typo: typoMatches('offers', text),
  };
}

/** docs/search-rank.md: bonus of a match on every word (not only within a typo of the name). */
export const EXACT_MATCH_BONUS = 100;

/**
 * docs/search-rank.md text score, 0..200: how well the text matches the name when the name is within a
 * typo of it (typos included; 0 otherwise), plus the bonus of an exact match. Reads the `similarity`
 * and `exact` of the matches (matchesOf) under the alias given: the similarity comes from the typo
 * lookup, computed on dictionary words, not per row.
 */
export const textScore = (alias: 'm' | 'x' = 'm'): SQL =>
  sql`(100 * ${sql.raw(alias)}.similarity + ${sql.raw(String(EXACT_MATCH_BONUS))} * ${sql.raw(alias)}.exact)`;
