import { and, eq, inArray, or } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES } from '@spona/contracts';
import { arrangements } from '../../db/schema';
import type { Queryable } from './tokens';

export type UnseenArrangement = { id: number; unseenCount: number };

/**
 * SPEC §3 and §4: the user's active arrangements (REQUESTED, IN_PROGRESS) with the unseen-message
 * count of the user's side: requester_unseen_count when they asked, receiver_unseen_count otherwise.
 */
export async function findUserArrangements(db: Queryable, userId: number): Promise<UnseenArrangement[]> {
  const rows = await db
    .select({
      id: arrangements.id,
      requesterId: arrangements.requesterId,
      requesterUnseenCount: arrangements.requesterUnseenCount,
      receiverUnseenCount: arrangements.receiverUnseenCount,
    })
    .from(arrangements)
    .where(
      and(
        or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId)),
        inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]),
      ),
    )
    .orderBy(arrangements.id);
  return rows.map((row) => ({
    id: row.id,
    unseenCount: row.requesterId === userId ? row.requesterUnseenCount : row.receiverUnseenCount,
  }));
}
