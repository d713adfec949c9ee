import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@spona/contracts';
import { matchesOf, type TextMatchParts } from './textMatch';

/**
 * Up to this many matches, each is looked up in the source by its id (an index seek, about 2 µs);
 * beyond, the source's rows are read once and each checked against hashes of the matches
 * (docs/PERFORMANCE.md).
 */
const PROBE_MAX_MATCHES = 1_000;

/**
 * What a text search with filters ranks: the rows that pass the filters, one per id, with the columns
 * its sort reads (`columns`, besides `id`). `rows` reads them all (a range of an index, index-only);
 * `rowOf(id)` reads the one of an id, or none.
 */
export interface SearchSource {
  rows: SQL;
  rowOf: (id: SQL) => SQL;
  columns: readonly string[];
}

/**
 * One page of the matches of a text (`match`: its exact and typo sets; textMatch.ts) that are rows of
 * `source`, ordered by `orderBy` (over `x`: the source's columns, `x.id`, and the text score's
 * `x.exact`, `x.similarity`), and `total`, their number up to SEARCH_TOTAL_CAP; `count` answers that
 * number alone (a page beyond the last).
 *
 * The planner cannot know how many matches a text has (it assumes 200 for a grouped union), and
 * guessed wrong both ways: 13,926 'zagreb' matches probed one by one (40 ms), or all 100,000 creators
 * read for 68 matches. So the statement counts the exact matches itself, up to PROBE_MAX_MATCHES + 1,
 * and the typo matches, and chooses with one-time filters (the arm not taken is not run):
 * - many exact matches and few typo matches: the source's rows are read once (a MATERIALIZED CTE, so
 *   the planner cannot go back to probing), each kept when its id is in a hash of the exact matches
 *   (`IS TRUE` keeps it a hashed subplan); the typo matches are each looked up in the source by id;
 * - otherwise the matches are grouped (matchesOf) and each looked up in the source by id (LATERAL:
 *   an index seek each).
 */
export function textSearchPageSql(
  match: TextMatchParts,
  source: SearchSource,
  orderBy: SQL,
  { skip, limit }: { skip: number; limit: number },
): { page: SQL; count: SQL } {
  const columns = (alias: string) => sql.raw(source.columns.map((column) => `${alias}.${column}`).join(', '));
  const noTypo = sql`SELECT NULL::integer AS id, 0::real AS similarity WHERE false`;
  const exactIds = sql.join(
    match.exact.map((set) => sql`SELECT id FROM (${set}) e`),
    sql` UNION ALL `,
  );
  const scans = sql`(SELECT exact_n > ${PROBE_MAX_MATCHES} AND typo_n <= ${PROBE_MAX_MATCHES} FROM sample)`;
  const ranked = sql`WITH typo AS MATERIALIZED (${match.typo ?? noTypo}),
    sample AS MATERIALIZED (SELECT
      (SELECT count(*) FROM (${exactIds} LIMIT ${PROBE_MAX_MATCHES + 1}) e) AS exact_n,
      (SELECT count(*) FROM typo) AS typo_n),
    m AS MATERIALIZED (${matchesOf(match.exact, sql`SELECT id, 0 AS exact, similarity FROM typo`)}),
    src AS MATERIALIZED (SELECT * FROM (${source.rows}) s WHERE ${scans}),
    x AS (
      SELECT m.id, m.exact, m.similarity, ${columns('s')}
        FROM m CROSS JOIN LATERAL (${source.rowOf(sql`m.id`)}) s
       WHERE NOT ${scans}
      UNION ALL
      SELECT u.id, max(u.exact) AS exact, max(u.similarity) AS similarity, ${columns('u')} FROM (
        SELECT src.*, 1 AS exact, 0::real AS similarity FROM src WHERE (src.id IN (${exactIds})) IS TRUE
        UNION ALL
        SELECT typo.id, ${columns('s')}, 0, typo.similarity
          FROM typo CROSS JOIN LATERAL (${source.rowOf(sql`typo.id`)}) s WHERE ${scans}) u
      GROUP BY u.id, ${columns('u')})`;
  return {
    page: sql`${ranked} SELECT x.id, least(count(*) OVER (), ${SEARCH_TOTAL_CAP}) AS total FROM x
      ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}`,
    count: sql`${ranked} SELECT least(count(*), ${SEARCH_TOTAL_CAP})::integer AS total FROM x`,
  };
}
