import { and, eq, isNull } from 'drizzle-orm';
import {
  REMINDER_NOTIFICATION_KINDS,
  type TLocale,
  type TPushKind,
  type TPushPayload,
} from '@spona/contracts';
import { renderNoticePushPayload, renderPushPayload } from '../../adapters/push/pushPayload';
import type { PushOutcome, PushSender } from '../../adapters/push/pushSender';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';
import { translate } from '../../i18n';
import { notificationTexts } from '../../presenters/notification';
import { describeCompensation } from '../../presenters/termsText';
import type { NotificationInput } from '../notifications/notify';
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
  kind: Exclude<TPushKind, 'ARRANGEMENT_CHANGED'>,
  message: MessageRow,
  /** True skips the push; asked first, so the busy case (both in the conversation) costs no query. */
  isOnline: (userId: number) => Promise<boolean> = async () => false,
): Promise<PushOutcome[]> {
  if (await isOnline(message.receiverId)) return [];
  return pushToUser(deps, message.receiverId, async (locale) => {
    const context = await findMessageContext(deps.db, message);
    if (!context) return undefined;
    const compensation = context.terms.compensation;
    return renderPushPayload(kind, {
      locale,
      senderName: context.senderName,
      offerName: context.offerName,
      content: message.content,
      arrangementId: message.arrangementId,
      // Issue 16: the push of a new request names the amount (or the giveaway).
      compensation:
        kind === 'ARRANGEMENT_NEW' && compensation ? describeCompensation(locale, compensation) : undefined,
    });
  });
}

/**
 * Issue 16: pushes one notification about an arrangement (ARRANGEMENT_CHANGED, any notification
 * kind) to its user's browsers while they have no real-time connection, unless they turned push
 * notifications off or deleted their account: the notification's title and text in their language.
 * Call it after the commit.
 */
export async function pushNotice(
  deps: PushParticipantDeps,
  notice: NotificationInput,
  arrangementId: number,
  isOnline: (userId: number) => Promise<boolean> = async () => false,
): Promise<PushOutcome[]> {
  if (await isOnline(notice.userId)) return [];
  // Issue 20, SPEC §3: reminders go only to users whose reminder preference is on.
  if (REMINDER_NOTIFICATION_KINDS.includes(notice.kind) && !(await wantsReminders(deps.db, notice.userId))) {
    return [];
  }
  return pushToUser(deps, notice.userId, async (locale) =>
    renderNoticePushPayload({
      ...notificationTexts(notice.kind, notice.data, (key, options) => translate(locale, key, options)),
      arrangementId,
    }),
  );
}

/** Whether the user's reminder preference (SPEC §3) is on. */
async function wantsReminders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.notifyReminders }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/**
 * Sends the payload (rendered in the user's language) to each browser the user subscribed, unless
 * they turned push off or deleted their account. A subscription the push service no longer knows
 * (404/410) is deleted.
 */
export async function pushToUser(
  deps: PushParticipantDeps,
  userId: number,
  render: (locale: TLocale) => Promise<TPushPayload | undefined>,
): Promise<PushOutcome[]> {
  const { db } = deps;
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
    .where(and(eq(pushSubscriptions.userId, userId), eq(users.notifyPush, true), isNull(users.deletedAt)));
  const locale = targets[0]?.locale;
  if (!locale) return [];
  const payload = await render(locale);
  if (!payload) return [];
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
