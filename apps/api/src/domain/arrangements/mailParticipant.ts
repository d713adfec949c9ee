import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ARRANGEMENT_MAIL_INTERVAL_MS, REMINDER_NOTIFICATION_KINDS, type TTerms } from '@spona/contracts';
import {
  renderArrangementMail,
  renderNotificationMail,
  type ArrangementMailKind,
} from '../../adapters/mail/arrangementMail';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { arrangements, users } from '../../db/schema';
import { translate } from '../../i18n';
import { notificationTexts } from '../../presenters/notification';
import { describeTerms } from '../../presenters/termsText';
import type { NotificationInput } from '../notifications/notify';
import { findMessageContext } from './messageContext';
import type { ArrangementRow, MessageRow } from './findArrangements';

export type ArrangementMailDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
};

/** The web app's page of one conversation. */
export const messengerLink = (publicUrl: string, arrangementId: number) =>
  `${publicUrl}/messenger/${arrangementId}`;

/** Whether the recipient got a mail about the arrangement within the interval (no query: from the row). */
export function wasMailedRecently(
  arrangement: ArrangementRow,
  recipientId: number,
  now = Date.now(),
): boolean {
  const at =
    recipientId === arrangement.requesterId ? arrangement.requesterMailedAt : arrangement.receiverMailedAt;
  return at !== null && now - at.getTime() < ARRANGEMENT_MAIL_INTERVAL_MS;
}

/**
 * Claims the recipient's mail slot of the arrangement: true (and the slot is taken now) when they got
 * no mail about it within ARRANGEMENT_MAIL_INTERVAL_MS. One conditional UPDATE, so two processes or
 * two messages at once never both mail.
 */
async function claimMailSlot(db: Db, arrangementId: number, recipientId: number): Promise<boolean> {
  const cutoff = new Date(Date.now() - ARRANGEMENT_MAIL_INTERVAL_MS);
  const claimed = await db
    .update(arrangements)
    .set({
      requesterMailedAt: sql`case when ${arrangements.requesterId} = ${recipientId} then now() else ${arrangements.requesterMailedAt} end`,
      receiverMailedAt: sql`case when ${arrangements.receiverId} = ${recipientId} then now() else ${arrangements.receiverMailedAt} end`,
      // Claiming a mail slot is not a change the participants see.
      updatedAt: sql`${arrangements.updatedAt}`,
    })
    .where(
      and(
        eq(arrangements.id, arrangementId),
        or(
          and(
            eq(arrangements.requesterId, recipientId),
            or(isNull(arrangements.requesterMailedAt), lt(arrangements.requesterMailedAt, cutoff)),
          ),
          and(
            eq(arrangements.receiverId, recipientId),
            or(isNull(arrangements.receiverMailedAt), lt(arrangements.receiverMailedAt, cutoff)),
          ),
        ),
      ),
    )
    .returning({ id: arrangements.id });
  return claimed.length > 0;
}

/**
 * Issue 6: mails the message's receiver about a new arrangement or a new message, in their preferred
 * language, unless they turned email notifications off, their email is unconfirmed or their account is
 * deleted, or they got a mail about this arrangement within the last hour. Returns whether it mailed.
 * Call it after the commit; it throws only when the mail transport fails.
 */
export async function mailParticipant(
  deps: ArrangementMailDeps,
  kind: ArrangementMailKind,
  message: MessageRow,
  /**
   * True skips the mail. Asked first: a receiver with the app open (the busy case of a conversation)
   * then costs no query; the real-time server answers from its own sockets, or from the other
   * processes' answer of the last few seconds.
   */
  isOnline: (userId: number) => Promise<boolean> = async () => false,
): Promise<boolean> {
  const { db } = deps;
  if (await isOnline(message.receiverId)) return false;
  const [recipient] = await db.select().from(users).where(eq(users.id, message.receiverId));
  if (!recipient || recipient.deletedAt || !recipient.emailVerifiedAt || !recipient.notifyEmail) return false;
  if (!(await claimMailSlot(db, message.arrangementId, recipient.id))) return false;
  const context = await findMessageContext(db, message);
  if (!context) return false;
  await deps.mailer.send(
    renderArrangementMail(kind, {
      locale: recipient.preferredLanguage,
      to: recipient.email,
      name: recipient.firstName,
      senderName: context.senderName,
      offerName: context.offerName,
      content: message.content,
      link: messengerLink(deps.config.publicUrl, message.arrangementId),
      supportEmail: deps.config.supportEmail,
      // Issue 16: a new request shows its terms (compensation, deadline, deliverables).
      details:
        kind === 'newArrangement' ? describeTerms(recipient.preferredLanguage, context.terms) : undefined,
    }),
  );
  return true;
}

/** What a notice mail shows besides the notification's text: the terms and the message it came with. */
export type NoticeExtras = { terms?: TTerms; excerpt?: string };

/**
 * Issue 16: mails one notification (a counter-offer, its answer, a delivery, an expiry...) to its
 * user in their language: the notification's title and text (`notifications.<KIND>`), the terms or
 * message it came with, a link to the conversation. Any notification kind; skipped when the user
 * turned email notifications off, has not confirmed their email or deleted their account. Events are
 * few and each matters, so they are not held back by the hourly slot of message mails. Call it after
 * the commit; returns whether it mailed.
 */
export async function mailNotice(
  deps: ArrangementMailDeps,
  notice: NotificationInput,
  arrangementId: number,
  extras: NoticeExtras = {},
): Promise<boolean> {
  return mailNoticeLinking(deps, notice, messengerLink(deps.config.publicUrl, arrangementId), extras);
}

/**
 * Issue 17: the same mail linking elsewhere (what staff did: the profile, an offer, the settings).
 * `isServiceMail`: a moderation decision about the account, sent even when email notifications are off.
 */
export async function mailNoticeLinking(
  deps: ArrangementMailDeps,
  notice: NotificationInput,
  link: string,
  extras: NoticeExtras & { isServiceMail?: boolean } = {},
): Promise<boolean> {
  const [recipient] = await deps.db.select().from(users).where(eq(users.id, notice.userId));
  if (!recipient || recipient.deletedAt || !recipient.emailVerifiedAt) return false;
  if (!recipient.notifyEmail && !extras.isServiceMail) return false;
  // Issue 20, SPEC §3: reminders go only to users whose reminder preference is on.
  if (REMINDER_NOTIFICATION_KINDS.includes(notice.kind) && !recipient.notifyReminders) return false;
  const locale = recipient.preferredLanguage;
  const { title, text } = notificationTexts(notice.kind, notice.data, (key, options) =>
    translate(locale, key, options),
  );
  await deps.mailer.send(
    renderNotificationMail({
      locale,
      to: recipient.email,
      name: recipient.firstName,
      title,
      text,
      details: extras.terms ? describeTerms(locale, extras.terms) : [],
      excerpt: extras.excerpt,
      link,
      supportEmail: deps.config.supportEmail,
    }),
  );
  return true;
}
