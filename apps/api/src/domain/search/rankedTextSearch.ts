import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP, type TSortOrder, type TUserType } from '@spona/contracts';
import { users } from '../../db/schema';
import { isVisibleUser } from '../users/visibility';
import { EXACT_MATCH_BONUS, matchesOf, textScore, userTextMatch, type SearchText } from './textMatch';

/**
 * Below this many matches of one score, ranking them by joining each to `users` beats walking the rank
 * index. Above it, and when the page is not deep (WALK_DEPTH_RATIO), the walk stops after a few entries.
 */
const WALK_MIN_MATCHES = 1_000;
/** The walk reads about (skip + limit) × visible users / matches entries: walk only when that is small. */
const WALK_DEPTH_RATIO = 20;
/**
 * A text of one word with at least this many exact matches is common ('moda': 10,031 creators): reading them all
 * costs more (about 0.8 µs each, 8 to 16 ms) than checking users in rank order until the page is full
 * (at least one in 25 matches: about 25 × (skip + limit) checks of 10 µs; docs/PERFORMANCE.md).
 */
const COMMON_MATCHES = 4_000;
/** Pages deeper than this are not walked user by user, however common the text. */
const COMMON_WALK_MAX_DEPTH = 50;
/** Rows read of each set of exact matches to tell whether the text is common (repeats allowed for). */
const SAMPLE_ROWS = 2 * COMMON_MATCHES;

/**
 * A text search of the visible users (SPEC §4) of one type, ranked by search rank (SPEC §9,
 * docs/search-rank.md) with no other filter. Every match scores text score + search_rank_base; the
 * statement returns the same page as ORDER BY rank, id over all matches, in one of two ways, chosen
 * inside it by one-time filters (a regime whose arms are not taken is never run):
 *
 * - A common word (COMMON_MATCHES exact matches or more, few typo matches, a page near the top): a
 *   sample of each set of exact matches shows that it is common; then the users are checked in the
 *   order of users_visible_by_rank_idx, each by a seek of the word list and of its categories
 *   (userTextMatch), until the page is full; the typo matches are ranked apart. `total` is the cap
 *   (SEARCH_TOTAL_CAP): there are more.
 * - Otherwise every match is read (userTextMatch, matchesOf), and ranked in two tiers so that many matches of
 *   one score are not each read from `users`: matches within a typo of the name ("named") have a text
 *   score that depends on how near the name is; they are ranked in full, except when they all have the
 *   same score and are many (a misspelled common surname, 'horvta': 2,700 Horvats): then, like the
 *   plain matches, they are walked in the order of the rank index. Every other match (exact only)
 *   scores exactly EXACT_MATCH_BONUS + search_rank_base, so the top of them are found by walking that
 *   index and keeping the ids found in a hash of the matches, which stops after the page (`IS TRUE`
 *   keeps the membership test a hashed subplan, which the planner would otherwise turn into a join of
 *   every match). Few such matches, or a deep page, are joined and sorted instead. `total` is their
 *   count, up to the cap.
 */
export function rankedTextSearchSql(
  type: TUserType,
  text: SearchText,
  order: TSortOrder,
  { skip, limit }: { skip: number; limit: number },
  withCategories: boolean,
): SQL {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const where = and(eq(users.type, type), isVisibleUser());
  const depth = skip + limit;
  const walkMin = Math.max(WALK_MIN_MATCHES, WALK_DEPTH_RATIO * depth);
  const bonus = sql.raw(String(EXACT_MATCH_BONUS));
  const plainRank = sql`(${bonus} + ${users.searchRankBase})`;
  const match = userTextMatch(text, { type, withCategories });
  const isExact = (id: SQL) =>
    match.isInCategory ? sql`(${match.hasWords(id)} OR ${match.isInCategory(id)})` : match.hasWords(id);
  // Several words: the users with all of them are few (the GIN index's BitmapAnd finds them), so no
  // sample is taken to find out.
  const mayWalkCommon = depth <= COMMON_WALK_MAX_DEPTH && text.words.length === 1;
  const isCommon = mayWalkCommon ? sql`(SELECT is_common FROM regime)` : sql`false`;
  const walksNamed = sql`(SELECT n >= ${walkMin} AND kinds = 1 FROM named_kinds)`;
  const walksPlain = sql`(SELECT n >= ${walkMin} FROM plain_count)`;
  const none = sql`SELECT NULL::integer AS id WHERE false`;

  const commonRegime = mayWalkCommon
    ? sql`w_sample AS MATERIALIZED (SELECT id FROM (${match.byWords}) w LIMIT ${SAMPLE_ROWS}),
    c_sample AS MATERIALIZED (SELECT id FROM (${match.byCategory ?? none}) c LIMIT ${SAMPLE_ROWS}),
    typo AS MATERIALIZED (SELECT id, similarity FROM (${match.byTypo ?? sql`SELECT NULL::integer AS id, 0::real AS similarity WHERE false`}) t),
    cuts AS MATERIALIZED (SELECT (SELECT count(*) FROM w_sample) >= ${SAMPLE_ROWS} AS words_cut,
      (SELECT count(*) FROM c_sample) >= ${SAMPLE_ROWS} AS category_cut),
    regime AS MATERIALIZED (SELECT
      (words_cut OR category_cut
        OR (SELECT count(DISTINCT id) FROM (SELECT id FROM w_sample UNION ALL SELECT id FROM c_sample) s) >= ${COMMON_MATCHES})
      AND (SELECT count(*) FROM typo) < ${WALK_MIN_MATCHES} AS is_common FROM cuts),`
    : sql``;
  const commonArms = mayWalkCommon
    ? sql`(SELECT ${users.id} AS id,
          (100 * typo.similarity + ${bonus} * (${isExact(sql`${users.id}`)})::int + ${users.searchRankBase}) AS rank
        FROM typo JOIN ${users} ON ${users.id} = typo.id WHERE ${where} AND ${isCommon}
        ORDER BY rank ${dir}, id ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, ${plainRank} AS rank FROM ${users}
        WHERE ${where} AND ${isCommon} AND ${isExact(sql`${users.id}`)}
          AND (${users.id} IN (SELECT id FROM typo)) IS NOT TRUE
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
      UNION ALL`
    : sql``;

  // Every match, when the text is not common: a sample that was not cut is the whole set, and the typo
  // matches are those the regime read already.
  const wholeOrSample = (set: SQL, sample: SQL, isCut: SQL) =>
    sql`(SELECT id FROM ${sample} WHERE NOT (SELECT ${isCut} FROM cuts)) UNION ALL (SELECT id FROM (${set}) s WHERE (SELECT ${isCut} FROM cuts))`;
  const exactSets = mayWalkCommon
    ? [
        wholeOrSample(match.byWords, sql`w_sample`, sql`words_cut`),
        ...(match.byCategory ? [wholeOrSample(match.byCategory, sql`c_sample`, sql`category_cut`)] : []),
      ]
    : match.byCategory
      ? [match.byWords, match.byCategory]
      : [match.byWords];
  const typoSet = mayWalkCommon ? sql`SELECT id, 0 AS exact, similarity FROM typo` : match.byTypo;
  return sql`WITH ${commonRegime}
    m AS MATERIALIZED (${matchesOf(exactSets, typoSet)}),
    named AS MATERIALIZED (SELECT id, (${textScore()}) AS score FROM m WHERE m.similarity > 0),
    named_kinds AS MATERIALIZED (
      SELECT count(*)::integer AS n, count(DISTINCT score)::integer AS kinds, max(score) AS score FROM named),
    plain AS MATERIALIZED (SELECT id FROM m WHERE m.similarity = 0),
    plain_count AS MATERIALIZED (SELECT count(*)::integer AS n FROM plain)
    SELECT id, CASE WHEN ${isCommon} THEN ${SEARCH_TOTAL_CAP}
      ELSE least((SELECT n FROM plain_count) + (SELECT n FROM named_kinds), ${SEARCH_TOTAL_CAP}) END AS total
    FROM (
      ${commonArms}
      (SELECT ${users.id} AS id, (named.score + ${users.searchRankBase}) AS rank
        FROM named JOIN ${users} ON ${users.id} = named.id WHERE ${where} AND NOT ${isCommon} AND NOT ${walksNamed}
        ORDER BY rank ${dir}, id ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, (SELECT score FROM named_kinds) + ${users.searchRankBase} AS rank FROM ${users}
        WHERE ${where} AND NOT ${isCommon} AND ${walksNamed} AND (${users.id} IN (SELECT id FROM named)) IS TRUE
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, ${plainRank} AS rank FROM ${users}
        WHERE ${where} AND NOT ${isCommon} AND ${walksPlain} AND (${users.id} IN (SELECT id FROM plain)) IS TRUE
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, ${plainRank} AS rank FROM plain JOIN ${users} ON ${users.id} = plain.id
        WHERE ${where} AND NOT ${isCommon} AND NOT ${walksPlain}
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
    ) page ORDER BY rank ${dir}, id ASC LIMIT ${limit} OFFSET ${skip}`;
}
