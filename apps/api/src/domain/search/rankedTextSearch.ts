import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TSortOrder, TUserType } from '@spona/contracts';
import { users } from '../../db/schema';
import { isVisibleUser } from '../users/visibility';
import { EXACT_MATCH_BONUS, matchingUserIds, textScore, type SearchText } from './textMatch';

/**
 * Below this many plain matches, ranking them by joining each to `users` beats walking the rank index.
 * Above it, and when the page is not deep (WALK_DEPTH_RATIO), the walk stops after a few index entries.
 */
const WALK_MIN_MATCHES = 1_000;
/** The walk reads about (skip + limit) × visible users / matches entries: walk only when that is small. */
const WALK_DEPTH_RATIO = 20;

/**
 * A text search of visible users (SPEC §4: not deleted, not unapproved) of one type, ranked by search
 * rank (SPEC §9, docs/search-rank.md) with no other filter, in two tiers, so that a common word ('moda': 10,000 creators in the category) does not read
 * and rank every match (docs/PERFORMANCE.md):
 *
 * - matches within a typo of the name have a text score that varies; they are few, and each is read
 *   from `users` and ranked in full;
 * - every other match (an exact match only) scores exactly EXACT_MATCH_BONUS + search_rank_base, so
 *   its order is the order of users_visible_by_rank_idx: the top of them are found by walking that
 *   index and keeping the ids found in a hash of the matches, which stops after the page (`IS TRUE`
 *   keeps the IN a hashed filter: as a plain condition the planner turns it into a join, which reads
 *   every match). Few such matches, or a deep page, are joined and sorted instead (the choice is a
 *   one-time filter inside the statement).
 *
 * `total` counts both tiers without reading `users` for the exact matches: the match subquery already
 * drops those that are not visible users of the type. The result equals ORDER BY rank, id of all matches.
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
  const plainRank = sql`(${sql.raw(String(EXACT_MATCH_BONUS))} + ${users.searchRankBase})`;
  return sql`WITH m AS MATERIALIZED (${matchingUserIds(text, { withCategories, visibleOf: type })}),
    by_name AS MATERIALIZED (
      SELECT ${users.id} AS id, (${textScore()} + ${users.searchRankBase}) AS rank
      FROM m JOIN ${users} ON ${users.id} = m.id WHERE m.similarity > 0 AND ${where}),
    plain AS MATERIALIZED (SELECT id FROM m WHERE m.similarity = 0),
    plain_count AS MATERIALIZED (SELECT count(*)::integer AS n FROM plain)
    SELECT id, (SELECT n FROM plain_count) + (SELECT count(*)::integer FROM by_name) AS total FROM (
      (SELECT id, rank FROM by_name ORDER BY rank ${dir}, id ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, ${plainRank} AS rank FROM ${users}
        WHERE ${where} AND (SELECT n FROM plain_count) >= ${walkMin}
          AND (${users.id} IN (SELECT id FROM plain)) IS TRUE
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, ${plainRank} AS rank FROM plain JOIN ${users} ON ${users.id} = plain.id
        WHERE (SELECT n FROM plain_count) < ${walkMin}
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
    ) page ORDER BY rank ${dir}, id ASC LIMIT ${limit} OFFSET ${skip}`;
}
