import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@spona/contracts';
import { offers } from '../../db/schema';
import type { TextMatchParts } from './textMatch';

/** A group of matches with one text score this large is walked in rank order; smaller ones are joined. */
const WALK_MIN_MATCHES = 1_000;
/** Pages deeper than this are ranked in full (the walk reads about depth × listed / group entries). */
export const OFFER_WALK_MAX_DEPTH = 100;

/**
 * An offer text search by rank, best first (SPEC §9, docs/search-rank.md: text score + 20 when
 * featured, then newest), with the filters in `where` (on `offers`, the listed offers of their period).
 *
 * The matches of a text have few distinct text scores (one per dictionary word near a word of the
 * text, exact or not): 'recenzja' gives 5,867 offers named 'recenzija', all of one score. Within one
 * score the order is that of offers_listed_by_rank_idx (featured, newest, id). So each large group of
 * one score is walked in that order, keeping the offers found in a hash of the (id, score) pairs
 * (`IS TRUE` keeps it a hashed subplan), until the page is full; small groups are joined and sorted.
 * The union of the groups' tops, ordered again, is the page: each offer of the page is among the top of
 * its group. `total` counts the matches others may see up to SEARCH_TOTAL_CAP, one probe each, and
 * stops there.
 */
export function rankedOfferTextSearchSql(
  match: TextMatchParts,
  where: SQL,
  { skip, limit }: { skip: number; limit: number },
): SQL {
  const depth = skip + limit;
  const bonus = sql`CASE WHEN ${offers.featured} THEN 20 ELSE 0 END`;
  const exact = sql.join(
    match.exact.map((set) => sql`SELECT id, 1 AS exact, 0::real AS similarity FROM (${set}) e`),
    sql` UNION ALL `,
  );
  const typo = match.typo ? sql` UNION ALL SELECT id, 0, similarity FROM (${match.typo}) t` : sql``;
  return sql`WITH scored AS MATERIALIZED (
      SELECT id, 100 * max(similarity) + 100 * max(exact) AS score FROM (${exact}${typo}) u GROUP BY id),
    groups AS MATERIALIZED (SELECT score, count(*) AS n FROM scored GROUP BY score),
    ranked AS (
      SELECT w.id, w.rank, w.created_at FROM groups g CROSS JOIN LATERAL (
        SELECT ${offers.id} AS id, g.score + ${bonus} AS rank, ${offers.createdAt} AS created_at FROM ${offers}
         WHERE ${where} AND ((${offers.id}, g.score) IN (SELECT id, score FROM scored)) IS TRUE
         ORDER BY ${offers.featured} DESC, ${offers.createdAt} DESC, ${offers.id} DESC LIMIT ${depth}) w
       WHERE g.n >= ${WALK_MIN_MATCHES}
      UNION ALL
      SELECT ${offers.id}, s.score + ${bonus}, ${offers.createdAt}
        FROM scored s JOIN groups g ON g.score = s.score AND g.n < ${WALK_MIN_MATCHES}
        JOIN ${offers} ON ${offers.id} = s.id WHERE ${where})
    SELECT id, (SELECT count(*) FROM (SELECT 1 FROM scored s JOIN ${offers} ON ${offers.id} = s.id
        WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP}) visible) AS total
      FROM ranked ORDER BY rank DESC, created_at DESC, id DESC LIMIT ${limit} OFFSET ${skip}`;
}
