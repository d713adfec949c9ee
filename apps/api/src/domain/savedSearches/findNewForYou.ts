import { eq } from 'drizzle-orm';
import { SAVED_SEARCH_NEW_DAYS, SAVED_SEARCH_NEW_LIMIT } from '@spona/contracts';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { findSavedSearchMatches } from './findSavedSearchMatches';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 20, the dashboard's 'new for you': the matches of the user's saved searches made since each
 * was saved and within SAVED_SEARCH_NEW_DAYS, offers and creators apart, each at most
 * SAVED_SEARCH_NEW_LIMIT, in the order of the user's searches (each one's newest first).
 */
export async function findNewForYou(db: Db, ownerId: number, now: Date) {
  const searches = await db.select().from(savedSearches).where(eq(savedSearches.ownerId, ownerId));
  const recent = new Date(now.getTime() - SAVED_SEARCH_NEW_DAYS * DAY_MS);
  const found = { offers: new Set<number>(), creators: new Set<number>() };
  for (const search of searches) {
    const since = search.createdAt > recent ? search.createdAt : recent;
    const { ids } = await findSavedSearchMatches(db, search, since, SAVED_SEARCH_NEW_LIMIT);
    for (const id of ids) found[search.kind].add(id);
  }
  return {
    offerIds: [...found.offers].slice(0, SAVED_SEARCH_NEW_LIMIT),
    creatorIds: [...found.creators].slice(0, SAVED_SEARCH_NEW_LIMIT),
  };
}
