import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements } from '../../db/schema';
import { roleIn } from '../../policies/arrangements';
import type { ArrangementRow } from '../arrangements/findArrangements';

/**
 * SPEC §7 POST messaging/open: the viewer, a participant (the caller authorized them with
 * canViewArrangement), has seen every message of the arrangement; their unseen count is 0.
 */
export async function openConversation(db: Db, arrangement: ArrangementRow, viewerId: number): Promise<Date> {
  await db
    .update(arrangements)
    .set(
      roleIn(arrangement, viewerId) === 'REQUESTER'
        ? { requesterUnseenCount: 0 }
        : { receiverUnseenCount: 0 },
    )
    .where(eq(arrangements.id, arrangement.id));
  return new Date();
}
