import { and, eq, isNull } from 'drizzle-orm';
import type { TPushKind } from '@spona/contracts';
import { renderPushPayload } from '../../adapters/push/pushPayload';
import type { PushOutcome, PushSender } from '../../adapters/push/pushSender';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';
import { findMessageContext } from '../arrangements/messageContext';
import type { MessageRow } from '../arrangements/findArrangements';

export type PushParticipantDeps = { db: Db; sender: PushSender };

/**
 * Issue 7: pushes a new message or a new arrangement to the receiver's subscribed browsers, unless
 * they have the app open (a real-time connection: they see it there), turned push notifications off,
 * or deleted their account. The push is in their preferred language. A subscription the push service
 * no longer knows (404/410) is deleted. Returns how each subscription's push ended.
 * Call it after the commit, once per new message (a retried send with the same key is not new); it
 * throws only when the database fails.
 */
export async function pushParticipant(
  deps: PushParticipantDeps,
  kind: TPushKind,
  message: MessageRow,
  /** True skips the push; asked first, so the busy case (both in the conversation) costs no query. */
  isOnline: (userId: number) => Promise<boolean> = async () => false,
): Promise<PushOutcome[]> {
  const { db } = deps;
  if (await isOnline(message.receiverId)) return [];
  const targets = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      locale: users.preferredLanguage,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.userId, message.receiverId),
        eq(users.notifyPush, true),
        isNull(users.deletedAt),
      ),
    );
  const locale = targets[0]?.locale;
  if (!locale) return [];
  const context = await findMessageContext(db, message);
  if (!context) return [];
  const payload = renderPushPayload(kind, {
    locale,
    senderName: context.senderName,
    offerName: context.offerName,
    content: message.content,
    arrangementId: message.arrangementId,
  });
  return Promise.all(
    targets.map(async (target) => {
      const outcome = await deps.sender.send(target, payload);
      if (outcome === 'gone') {
        // RFC 8030: the browser unsubscribed or the subscription expired; it never comes back.
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
      }
      return outcome;
    }),
  );
}
