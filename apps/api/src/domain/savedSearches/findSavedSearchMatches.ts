import { and, desc, inArray, ne, sql, type Column } from 'drizzle-orm';
import { SAVED_SEARCH_SCAN_LIMIT, savedSearchQueryOf } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offers, users } from '../../db/schema';
import { searchCreators } from '../search/searchCreators';
import { searchOffers } from '../search/searchOffers';
import type { SavedSearchRow } from './manageSavedSearches';

/**
 * Made after `since`, to the millisecond: `since` is a JavaScript time read from such a column, which
 * PostgreSQL keeps to the microsecond (compared whole, the match told of would stay newer than itself).
 */
const isNewerThan = (column: Column, since: Date) => sql`date_trunc('milliseconds', ${column}) > ${since}`;

/** A saved search's new matches, newest first, and when the newest of them was made. */
export type SavedSearchMatches = { ids: number[]; newestAt: Date | undefined };

/**
 * The matches of a saved search made after `since`, newest first, at most `limit`: the search page's
 * own search (the same function and filters, so a match is what the page shows), its first
 * SAVED_SEARCH_SCAN_LIMIT results (offers newest first; creators by rank, as creators have no date
 * sort), less the owner's own offers or profile. Filters that no longer parse match nothing.
 */
export async function findSavedSearchMatches(
  db: Db,
  saved: Pick<SavedSearchRow, 'kind' | 'filters' | 'ownerId'>,
  since: Date,
  limit: number,
): Promise<SavedSearchMatches> {
  const page = { skip: 0, limit: SAVED_SEARCH_SCAN_LIMIT };
  if (saved.kind === 'offers') {
    const query = savedSearchQueryOf('offers', saved.filters);
    if (!query) return { ids: [], newestAt: undefined };
    const { ids } = await searchOffers(db, { ...query, ...page, sort: 'date', order: 'desc' });
    if (ids.length === 0) return { ids: [], newestAt: undefined };
    const rows = await db
      .select({ id: offers.id, createdAt: offers.createdAt })
      .from(offers)
      .where(
        and(inArray(offers.id, ids), isNewerThan(offers.createdAt, since), ne(offers.userId, saved.ownerId)),
      )
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(limit);
    return { ids: rows.map((r) => r.id), newestAt: rows[0]?.createdAt };
  }
  const query = savedSearchQueryOf('creators', saved.filters);
  if (!query) return { ids: [], newestAt: undefined };
  const { ids } = await searchCreators(db, { ...query, ...page });
  if (ids.length === 0) return { ids: [], newestAt: undefined };
  const rows = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(inArray(users.id, ids), isNewerThan(users.createdAt, since), ne(users.id, saved.ownerId)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return { ids: rows.map((r) => r.id), newestAt: rows[0]?.createdAt };
}
