import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements } from '../../db/schema';
import type { ArrangementRole } from '../arrangements/transition';

/** SPEC §7 POST messaging/open: the viewer has seen every message of the arrangement; their unseen count is 0. */
export async function openConversation(db: Db, arrangementId: number, role: ArrangementRole): Promise<Date> {
  await db
    .update(arrangements)
    .set(role === 'REQUESTER' ? { requesterUnseenCount: 0 } : { receiverUnseenCount: 0 })
    .where(eq(arrangements.id, arrangementId));
  return new Date();
}
