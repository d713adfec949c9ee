import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import {
  keptSavedSearchFilters,
  SAVED_SEARCH_MAX_PER_USER,
  type TSavedSearchCreate,
  type TSavedSearchFilters,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { savedSearches, userDigests } from '../../db/schema';
import { RuleViolation } from '../errors';
import { storableJson } from '../storableJson';
import { lockOwner } from '../shortlists/lockOwner';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** An unguessable token of an unsubscribe link (256 random bits, URL-safe). */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** GET saved-searches: the user's saved searches, newest first. */
export async function findOwnSavedSearches(db: Db, ownerId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.ownerId, ownerId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** One saved search by id, whoever owns it: the caller asks the policy before showing or changing it. */
export async function unsafeFindSavedSearch(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/**
 * POST saved-searches: keeps the search's filters (paging and unknown keys left out), within
 * SAVED_SEARCH_MAX_PER_USER per user, counted under the user's lock. Its matches from now on are new.
 */
export async function createSavedSearch(db: Db, ownerId: number, input: TSavedSearchCreate) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockOwner(tx, ownerId);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(savedSearches)
      .where(eq(savedSearches.ownerId, ownerId));
    if (saved >= SAVED_SEARCH_MAX_PER_USER) {
      throw new RuleViolation(
        {},
        { message: 'savedSearches.tooMany', vars: { maximum: SAVED_SEARCH_MAX_PER_USER } },
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        ownerId,
        kind: input.kind,
        name: input.name === undefined || input.name === '' ? null : input.name,
        // jsonb refuses a lone surrogate, which a valid JS string may hold.
        filters: storableJson(keptSavedSearchFilters(input.kind, input.filters)) as TSavedSearchFilters,
        unsubscribeToken: newUnsubscribeToken(),
      })
      .returning();
    return row!;
  });
}

/** DELETE saved-searches/{id}. */
export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/**
 * The digest mail's unsubscribe link, without signing in: a saved search's token turns its alerts off,
 * a digest's token every digest mail. Idempotent; undefined for a token nobody has.
 */
export async function unsubscribeByToken(
  db: Db,
  token: string,
): Promise<'SAVED_SEARCH' | 'DIGEST' | undefined> {
  const searches = await db
    .update(savedSearches)
    .set({ alerts: false })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ id: savedSearches.id });
  if (searches.length > 0) return 'SAVED_SEARCH';
  const digests = await db
    .update(userDigests)
    .set({ mailOff: true })
    .where(eq(userDigests.unsubscribeToken, token))
    .returning({ userId: userDigests.userId });
  return digests.length > 0 ? 'DIGEST' : undefined;
}
