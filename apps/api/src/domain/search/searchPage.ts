import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@spona/contracts';
import type { Db } from '../../db/client';
import type { SearchText } from './textMatch';

/**
 * One page of ids in their order and the number of all matches up to SEARCH_TOTAL_CAP; `correctedText`
 * when a search that found nothing was run again with its spelling corrected (spellingCorrection.ts).
 */
export type SearchPage = { ids: number[]; total: number; correctedText?: string };

/**
 * Runs a page query and, when it cannot count in the same pass, a count: with text the page reads the
 * matches to rank them anyway, so it answers `total` beside each id; without text the page walks a sort
 * index and stops early, and the count runs beside it. Each is one statement (no transaction: the typo
 * threshold is set inside spona_near_words), so on PostgreSQL the two run on two pooled connections
 * at once.
 */
export async function runSearchPage(
  db: Db,
  text: SearchText | undefined,
  { page, count }: { page: SQL; count: SQL },
  { skip, limit }: { skip: number; limit: number },
): Promise<SearchPage> {
  if (text) {
    const { rows } = await db.execute<{ id: number; total: number }>(page);
    if (rows[0]) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].total) };
    // An empty first page: nothing matches (the spelling correction runs next, without a count).
    if (skip === 0 && limit > 0) return { ids: [], total: 0 };
    // An empty later page (skip beyond the end) still reports how many there are.
    const counted = await db.execute<{ total: number }>(count);
    return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
  }
  const [pageRows, countRows] = await Promise.all([
    db.execute<{ id: number }>(page),
    db.execute<{ total: number }>(count),
  ]);
  return { ids: pageRows.rows.map((r) => Number(r.id)), total: Number(countRows.rows[0]?.total ?? 0) };
}

/**
 * Counts the rows of a query up to SEARCH_TOTAL_CAP: nobody reads that many results (SEARCH_MAX_SKIP
 * bounds paging), and counting all 100k creators would cost more than the page itself
 * (docs/PERFORMANCE.md).
 */
export const cappedCount = (rows: SQL): SQL =>
  sql`SELECT count(*)::integer AS total FROM (${rows} LIMIT ${SEARCH_TOTAL_CAP}) capped`;
