import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { arrangements } from '../db/schema';
import type { ArrangementParticipants } from '../policies/realtime';

/**
 * How long a looked-up pair of participants is trusted; they never change, but rows can go away and an
 * active arrangement ends (one that ended never becomes active again).
 */
const PARTICIPANTS_TTL_MS = 60_000;
/** Bound on the cache, so that a client probing many ids cannot grow it without end. */
const MAX_CACHED_ARRANGEMENTS = 10_000;

export type FindParticipants = (arrangementId: number) => Promise<ArrangementParticipants | undefined>;

/**
 * The two participants of an arrangement and its status, for channel authorization, cached briefly: a messenger
 * subscribes to the typing and presence channel of every active arrangement at each (re)connect.
 * Misses are not cached, so a brand-new arrangement can be subscribed to at once.
 */
export function createParticipantsLookup(db: Db, now: () => number = Date.now): FindParticipants {
  const cache = new Map<number, { participants: ArrangementParticipants; expiresAt: number }>();
  return async (arrangementId) => {
    const hit = cache.get(arrangementId);
    if (hit && hit.expiresAt > now()) return hit.participants;
    const [row] = await db
      .select({
        requesterId: arrangements.requesterId,
        receiverId: arrangements.receiverId,
        status: arrangements.status,
      })
      .from(arrangements)
      .where(eq(arrangements.id, arrangementId))
      .limit(1);
    cache.delete(arrangementId);
    if (!row) return undefined;
    // Map keeps insertion order: the first key is the oldest entry.
    if (cache.size >= MAX_CACHED_ARRANGEMENTS) cache.delete(cache.keys().next().value!);
    cache.set(arrangementId, { participants: row, expiresAt: now() + PARTICIPANTS_TTL_MS });
    return row;
  };
}
