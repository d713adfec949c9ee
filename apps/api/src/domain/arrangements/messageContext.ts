import { eq } from 'drizzle-orm';
import type { TTerms } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, offers, users } from '../../db/schema';
import { presentTerms } from '../../presenters/terms';
import type { MessageRow } from './findArrangements';

/** What a mail or a push about a message names: the offer, the sender and (issue 16) the terms. */
export type MessageContext = { offerName: string; senderName: string; terms: TTerms };

/**
 * What a mail or a push about a message names: the offer of its arrangement, the sender and the
 * arrangement's terms as they are now. None when the arrangement or the sender is gone.
 */
export async function findMessageContext(db: Db, message: MessageRow): Promise<MessageContext | undefined> {
  const [row] = await db
    .select({
      offerName: offers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      compensationKind: arrangements.compensationKind,
      compensationAmount: arrangements.compensationAmount,
      compensationDescription: arrangements.compensationDescription,
      deadline: arrangements.deadline,
      deliverables: arrangements.deliverables,
    })
    .from(arrangements)
    .innerJoin(offers, eq(offers.id, arrangements.offerId))
    .innerJoin(users, eq(users.id, message.senderId ?? 0))
    .where(eq(arrangements.id, message.arrangementId));
  return (
    row && {
      offerName: row.offerName,
      senderName: `${row.firstName} ${row.lastName}`,
      terms: presentTerms(row),
    }
  );
}
