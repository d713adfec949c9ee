import { and, eq, sql } from 'drizzle-orm';
import type { TMessageSend } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, messages } from '../../db/schema';
import { otherParticipantOf, roleIn } from '../../policies/arrangements';
import type { ArrangementRow, MessageRow } from '../arrangements/findArrangements';
import { transitionRefusalError } from '../arrangements/refusals';
import { decideTransition } from '../arrangements/transition';
import { NotFound } from '../errors';

export type SentMessage = { message: MessageRow; arrangement: ArrangementRow; isNew: boolean };

/**
 * SPEC §7 POST messages/messaging/send: stores the message and counts it unseen for the receiver, in
 * one transaction under the arrangement's row lock (so it cannot land in an arrangement that was just
 * canceled). The same message key again from the same sender answers the stored message (isNew false).
 * Only the participants may write, and only while the arrangement is active (transition.ts SEND).
 */
export async function sendMessage(db: Db, senderId: number, input: TMessageSend): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(arrangements)
      .where(eq(arrangements.id, input.arrangement_id))
      .for('update');
    const role = row ? roleIn(row, senderId) : null;
    if (!row || !role) throw new NotFound();
    const [stored] = await tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.arrangementId, row.id),
          eq(messages.senderId, senderId),
          eq(messages.messageKey, input.message_key),
        ),
      );
    if (stored) return { message: stored, arrangement: row, isNew: false };
    const decision = decideTransition(row.status, 'SEND', role, { hasReviewed: false });
    if (!decision.ok) throw transitionRefusalError(decision.reason, row.status, 'SEND');

    const now = new Date();
    const [message] = await tx
      .insert(messages)
      .values({
        arrangementId: row.id,
        senderId,
        receiverId: otherParticipantOf(row, senderId),
        type: 'TEXT',
        content: input.content,
        messageKey: input.message_key,
        createdAt: now,
      })
      .returning();
    const [arrangement] = await tx
      .update(arrangements)
      .set(
        role === 'REQUESTER'
          ? {
              receiverUnseenCount: sql`${arrangements.receiverUnseenCount} + 1`,
              lastMessageAt: now,
              lastActivityAt: now,
            }
          : {
              requesterUnseenCount: sql`${arrangements.requesterUnseenCount} + 1`,
              lastMessageAt: now,
              lastActivityAt: now,
            },
      )
      .where(eq(arrangements.id, row.id))
      .returning();
    return { message: message!, arrangement: arrangement!, isNew: true };
  });
}
