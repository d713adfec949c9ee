import { sql, type SQL } from 'drizzle-orm';
import type { TUserType } from '@spona/contracts';
import { offerSearchDocument, toSearchQuery, userSearchDocument } from '../../db/schema/search';

/**
 * Text matching of the searches (ARCHITECTURE.md Data: full text with unaccent plus pg_trgm for typos;
 * docs/search-rank.md). The full-text conditions repeat the expressions of db/schema/search.ts, so that
 * they run on the GIN indexes of migration 0002_search_indexes; typo matching runs through the
 * dictionary of name words of migration 0010_search_dictionary. unaccent maps Đ/đ to D/d (checked on
 * PGlite and PostgreSQL 15), so `dordevic` finds Đorđević.
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

/**
 * Ids of the rows of `table` whose name is within a typo of every word (of 3+ letters), each with its
 * `similarity` (docs/search-rank.md): spona_typo_matches() of migration 0010_search_dictionary looks
 * the words up in the dictionary of name words, with the threshold set inside it, in one statement.
 */
function typoMatches(table: 'users' | 'offers', text: SearchText): SQL | undefined {
  const words = text.words.filter((word) => word.length >= TYPO_MIN_WORD_LENGTH);
  if (words.length === 0) return undefined;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`SELECT id, 0 AS exact, similarity FROM spona_typo_matches(${table}, ARRAY[${list}]::text[], ${TYPO_THRESHOLD}::real)`;
}

/** Ids of the categories whose hr or en name matches the text (20-odd rows: no index needed). */
const matchingCategoryIds = (text: SearchText): SQL =>
  sql`SELECT id FROM categories WHERE to_tsvector('simple', spona_unaccent(lower(name_hr || ' ' || name_en))) @@ ${toSearchQuery(text.plain)}`;

/**
 * The matches of a text, one row per id with `exact` (1: every word found as a prefix in the document
 * or in a category name; 0: only within a typo of the name) and `similarity` (word_similarity of the
 * text and the name for the typo matches, else 0): a UNION of indexed lookups, each a bitmap scan of
 * its own index, grouped by id.
 */
function matchesOf(exactBranches: SQL[], typo: SQL | undefined): SQL {
  const branches = typo ? [...exactBranches, typo] : exactBranches;
  return sql`SELECT id, max(exact) AS exact, max(similarity) AS similarity FROM (${sql.join(branches, sql` UNION ALL `)}) matches GROUP BY id`;
}

/**
 * Ids of the users who are not visible creators: every advertiser, and the deleted or unapproved
 * creators (SPEC §4). The predicate repeats that of users_not_visible_creator_idx (migration 0011),
 * so the set is read from that index alone.
 */
export const hiddenCreatorIds = sql`SELECT id FROM users WHERE type <> 'INFLUENCER' OR deleted_at IS NOT NULL OR unapproved`;

/**
 * Users whose profile text (names, username, company, city, both descriptions) matches every word as a
 * prefix, whose name is within a typo of the text, or (creators) who are in a category named by the text.
 * With `visibleOf`, the exact matches are only visible users of that type (SPEC §4), checked where it
 * costs nothing: on the rows the full-text branch reads anyway, and for the category branch against the
 * few users who are not visible creators (index users_not_visible_creator_idx). Typo matches are not
 * filtered: the caller joins them to `users` to rank them.
 */
export function matchingUserIds(
  text: SearchText,
  { withCategories, visibleOf }: { withCategories: boolean; visibleOf?: TUserType },
): SQL {
  const byDocument = sql`SELECT id, type, deleted_at, unapproved FROM users WHERE ${userSearchDocument} @@ ${toSearchQuery(text.plain)}`;
  // OFFSET 0 keeps the full-text condition the only way into users: given the type condition beside
  // it, the planner of a small table picks the type index and computes every creator's document.
  const exact = [
    visibleOf
      ? sql`SELECT id, 1 AS exact, 0::real AS similarity FROM (${byDocument} OFFSET 0) d WHERE type = ${visibleOf} AND deleted_at IS NULL AND NOT unapproved`
      : sql`SELECT id, 1 AS exact, 0::real AS similarity FROM (${byDocument}) d`,
  ];
  if (withCategories) {
    const hidden = visibleOf ? sql` AND user_id NOT IN (${hiddenCreatorIds})` : sql``;
    exact.push(
      sql`SELECT user_id, 1, 0::real FROM influencer_categories WHERE category_id IN (${matchingCategoryIds(text)})${hidden}`,
    );
  }
  return matchesOf(exact, typoMatches('users', text));
}

/** The same for offers: name, city or descriptions, a name within a typo, or a category named by the text. */
export function matchingOfferIds(text: SearchText): SQL {
  return matchesOf(
    [
      sql`SELECT id, 1 AS exact, 0::real AS similarity FROM offers WHERE ${offerSearchDocument} @@ ${toSearchQuery(text.plain)}`,
      sql`SELECT offer_id, 1, 0::real FROM offer_categories WHERE category_id IN (${matchingCategoryIds(text)})`,
    ],
    typoMatches('offers', text),
  );
}

/** docs/search-rank.md: bonus of a match on every word (not only within a typo of the name). */
export const EXACT_MATCH_BONUS = 100;

/**
 * docs/search-rank.md text score, 0..200: how well the text matches the name when the name is within a
 * typo of it (typos included; 0 otherwise), plus the bonus of an exact match. Needs the matches joined
 * as `m`: the similarity comes from the typo lookup, computed on dictionary words, not per row.
 */
export const textScore = (): SQL =>
  sql`(100 * m.similarity + ${sql.raw(String(EXACT_MATCH_BONUS))} * m.exact)`;
