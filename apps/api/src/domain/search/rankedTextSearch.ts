import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TSortOrder, TUserType } from '@spona/contracts';
import { users } from '../../db/schema';
import { isVisibleUser } from '../users/visibility';
import {
  EXACT_MATCH_BONUS,
  hiddenCreatorIds,
  matchingUserIds,
  textScore,
  type SearchText,
} from './textMatch';

/**
 * Below this many matches of one score, ranking them by joining each to `users` beats walking the rank
 * index. Above it, and when the page is not deep (WALK_DEPTH_RATIO), the walk stops after a few entries.
 */
const WALK_MIN_MATCHES = 1_000;
/** The walk reads about (skip + limit) × visible users / matches entries: walk only when that is small. */
const WALK_DEPTH_RATIO = 20;

/**
 * A text search of visible users (SPEC §4: not deleted, not unapproved) of one type, ranked by search
 * rank (SPEC §9, docs/search-rank.md) with no other filter, in two tiers, so that a common word ('moda':
 * 10,000 creators in the category) or a misspelled common name ('horvta': 2,700 Horvats) does not read
 * and rank every match (docs/PERFORMANCE.md):
 *
 * - matches within a typo of the name ("named") have a text score that depends on how near the name is;
 *   they are ranked in full, each read from `users`; except when they all have the same score (one
 *   misspelled word, one dictionary word near it) and are many: then, like the plain matches, they are
 *   walked in the order of the rank index (creators only: their count subtracts the users who are not
 *   visible creators, read from one small index);
 * - every other match (an exact match only) scores exactly EXACT_MATCH_BONUS + search_rank_base, so
 *   its order is the order of users_visible_by_rank_idx: the top of them are found by walking that
 *   index and keeping the ids found in a hash of the matches, which stops after the page (`IS TRUE`
 *   keeps the IN a hashed filter: as a plain condition the planner turns it into a join, which reads
 *   every match). Few such matches, or a deep page, are joined and sorted instead (the choice is a
 *   one-time filter inside the statement).
 *
 * `total` counts both tiers without reading `users` for the walked matches: the match subquery already
 * drops plain matches that are not visible users of the type, and walked named matches are counted
 * against the ids of users who are not visible creators (hiddenCreatorIds: a hashed set). The result equals ORDER BY rank, id of all matches.
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
  // Only creators: the users who are not visible creators (hiddenCreatorIds: the advertisers and the
  // hidden creators) are far fewer than the creators, read from a partial index; for agencies the
  // same set would hold every creator.
  const canWalkNamed = type === 'INFLUENCER';
  const walksNamed = canWalkNamed ? sql`(SELECT n >= ${walkMin} AND kinds = 1 FROM named_kinds)` : sql`false`;
  const namedTotal = canWalkNamed
    ? sql`CASE WHEN ${walksNamed}
        THEN (SELECT count(*)::integer FROM named WHERE (named.id NOT IN (${hiddenCreatorIds})) IS TRUE)
        ELSE (SELECT count(*)::integer FROM by_name) END`
    : sql`(SELECT count(*)::integer FROM by_name)`;
  return sql`WITH m AS MATERIALIZED (${matchingUserIds(text, { withCategories, visibleOf: type })}),
    named AS MATERIALIZED (SELECT id, (${textScore()}) AS score FROM m WHERE m.similarity > 0),
    named_kinds AS MATERIALIZED (
      SELECT count(*)::integer AS n, count(DISTINCT score)::integer AS kinds, max(score) AS score FROM named),
    by_name AS MATERIALIZED (
      SELECT ${users.id} AS id, (named.score + ${users.searchRankBase}) AS rank
      FROM named JOIN ${users} ON ${users.id} = named.id WHERE ${where} AND NOT ${walksNamed}),
    plain AS MATERIALIZED (SELECT id FROM m WHERE m.similarity = 0),
    plain_count AS MATERIALIZED (SELECT count(*)::integer AS n FROM plain)
    SELECT id, (SELECT n FROM plain_count) + ${namedTotal} AS total FROM (
      (SELECT id, rank FROM by_name ORDER BY rank ${dir}, id ASC LIMIT ${depth})
      UNION ALL
      (SELECT ${users.id} AS id, (SELECT score FROM named_kinds) + ${users.searchRankBase} AS rank FROM ${users}
        WHERE ${where} AND ${walksNamed}
          AND (${users.id} IN (SELECT id FROM named)) IS TRUE
        ORDER BY ${users.searchRankBase} ${dir}, ${users.id} ASC LIMIT ${depth})
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
