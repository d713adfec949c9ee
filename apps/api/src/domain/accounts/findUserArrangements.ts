import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES } from '@spona/contracts';
import { arrangements } from '../../db/schema';
import type { Queryable } from './tokens';

export type UnseenArrangement = { id: number; unseenCount: number };

/**
 * SPEC §3 and §4: the arrangements the messenger badge starts from, with the unseen-message count of
 * the user's side (requester_unseen_count when they asked, receiver_unseen_count otherwise): every
 * active one (REQUESTED, IN_PROGRESS), and ended ones that still have unseen messages (a decline
 * explanation or an abort reason the user has not read yet).
 */
export async function findUserArrangements(db: Queryable, userId: number): Promise<UnseenArrangement[]> {
  const isActive = inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]);
  const rows = await db
    .select({
      id: arrangements.id,
      requesterId: arrangements.requesterId,
      requesterUnseenCount: arrangements.requesterUnseenCount,
      receiverUnseenCount: arrangements.receiverUnseenCount,
    })
    .from(arrangements)
    .where(
      or(
        and(eq(arrangements.requesterId, userId), or(isActive, gt(arrangements.requesterUnseenCount, 0))),
        and(eq(arrangements.receiverId, userId), or(isActive, gt(arrangements.receiverUnseenCount, 0))),
      ),
    )
    .orderBy(arrangements.id);
  return rows.map((row) => ({
    id: row.id,
    unseenCount: row.requesterId === userId ? row.requesterUnseenCount : row.receiverUnseenCount,
  }));
}
