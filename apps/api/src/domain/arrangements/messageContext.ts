import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrangements, offers, users } from '../../db/schema';
import type { MessageRow } from './findArrangements';

/**
 * What a mail or a push about a message names: the offer of its arrangement and the sender. None when
 * the arrangement or the sender is gone.
 */
export async function findMessageContext(
  db: Db,
  message: MessageRow,
): Promise<{ offerName: string; senderName: string } | undefined> {
  const [row] = await db
    .select({ offerName: offers.name, firstName: users.firstName, lastName: users.lastName })
    .from(arrangements)
    .innerJoin(offers, eq(offers.id, arrangements.offerId))
    .innerJoin(users, eq(users.id, message.senderId ?? 0))
    .where(eq(arrangements.id, message.arrangementId));
  return row && { offerName: row.offerName, senderName: `${row.firstName} ${row.lastName}` };
}
