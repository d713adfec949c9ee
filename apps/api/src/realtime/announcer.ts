import type { FastifyBaseLogger } from 'fastify';
import {
  REALTIME_EVENTS,
  realtimeChannels,
  type TArrangementEvent,
  type TMessageEvent,
  type TMessageSeenEvent,
  type TPushKind,
} from '@spona/contracts';
import type { Mailer } from '../adapters/mail/mailer';
import type { PushSender } from '../adapters/push/pushSender';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  loadArrangementDetails,
  type ArrangementRow,
  type MessageRow,
} from '../domain/arrangements/findArrangements';
import type { PrivateFileRow } from '../domain/arrangements/collaboration';
import {
  mailNotice,
  mailParticipant,
  wasMailedRecently,
  type NoticeExtras,
} from '../domain/arrangements/mailParticipant';
import type { NotificationInput } from '../domain/notifications/notify';
import { pushNotice, pushParticipant } from '../domain/push/pushParticipant';
import { otherParticipantOf } from '../policies/arrangements';
import type { ArrangementMailKind } from '../adapters/mail/arrangementMail';
import { presentArrangement } from '../presenters/arrangement';
import { presentMessage } from '../presenters/message';
import type { Broadcaster } from './broadcaster';

/** What the arrangement and message routes need. */
export type MessengerDeps = {
  database: Database;
  mailer: Mailer;
  broadcaster: Broadcaster;
  /** Issue 7: web push to receivers without the app open. */
  pushSender: PushSender;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
};

/**
 * Tells the participants about committed changes (REALTIME.md; ARCHITECTURE.md: broadcast after
 * commit: routes call it once the domain function has returned), mails the receiver (issue 6) and pushes to their browsers when they are not connected
 * (issue 7). None of it may fail or slow the HTTP call that made the change: failures are logged;
 * mails, pushes and online checks are not awaited.
 */
export function createAnnouncer(deps: MessengerDeps, log: FastifyBaseLogger) {
  const { database, broadcaster } = deps;
  const mailDeps = { db: database.db, mailer: deps.mailer, config: deps.config };
  const pushDeps = { db: database.db, sender: deps.pushSender };
  const isOnline = (userId: number) => broadcaster.isUserOnline(userId);

  /** Issue 16: with the files the message carries (loadMessageFiles), so the receiver shows them. */
  const emitMessage = (message: MessageRow, files: readonly PrivateFileRow[] = []) => {
    const data: TMessageEvent = { message: presentMessage(message, files) };
    broadcaster.emit(realtimeChannels.messageReceiver(message.receiverId), REALTIME_EVENTS.message, data);
  };

  /** ArrangementEvent to each participant, presented as that participant sees it. */
  const emitArrangement = async (arrangement: ArrangementRow, action: TArrangementEvent['action']) => {
    for (const viewerId of [arrangement.receiverId, arrangement.requesterId]) {
      const [details] = await loadArrangementDetails(database.db, [arrangement], viewerId);
      const data: TArrangementEvent = { arrangement: presentArrangement(details!, viewerId), action };
      broadcaster.emit(realtimeChannels.arrangementReceiver(viewerId), REALTIME_EVENTS.arrangement, data);
    }
  };

  /** Mails and pushes on their way; the server waits for them when it closes. */
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<unknown>, what: string, arrangementId: number) => {
    const running: Promise<void> = work
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err, arrangementId }, `messenger ${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  };

  /**
   * Mails the receiver when the rules allow; `onlyOffline`: not while they have the app open. The
   * arrangement row as committed answers 'mailed within the hour' without a query (the busy case).
   */
  const mail = (
    kind: ArrangementMailKind,
    message: MessageRow,
    { onlyOffline, arrangement }: { onlyOffline: boolean; arrangement?: ArrangementRow },
  ) => {
    if (arrangement && wasMailedRecently(arrangement, message.receiverId)) return;
    const online = onlyOffline ? isOnline : undefined;
    track(mailParticipant(mailDeps, kind, message, online), 'mail', message.arrangementId);
  };

  /** Issue 7: pushes to the receiver's browsers while they have no real-time connection. */
  const push = (kind: Exclude<TPushKind, 'ARRANGEMENT_CHANGED'>, message: MessageRow) =>
    track(pushParticipant(pushDeps, kind, message, isOnline), 'push', message.arrangementId);

  /**
   * Issue 16, the one way every collaboration event reaches a user away from the app: the notification
   * mailed (their settings allowing) with the terms or the message it came with, and pushed while they
   * are not connected (ARRANGEMENT_CHANGED).
   */
  const notify = (notice: NotificationInput, arrangementId: number, extras: NoticeExtras) => {
    track(mailNotice(mailDeps, notice, arrangementId, extras), 'notice mail', arrangementId);
    track(pushNotice(pushDeps, notice, arrangementId, isOnline), 'notice push', arrangementId);
  };

  const guard = async (what: string, run: () => unknown) => {
    try {
      await run();
    } catch (err) {
      log.error({ err }, `broadcast of ${what} failed`);
    }
  };

  return {
    /** Resolves when every mail started so far is sent (or has failed). */
    async drain() {
      await Promise.all([...pending]);
    },

    /** A new request: NEW to both participants (the requester's other tabs too), its message to the receiver. */
    async newArrangement(arrangement: ArrangementRow, message: MessageRow) {
      await guard('a new arrangement', async () => {
        await emitArrangement(arrangement, 'NEW');
        emitMessage(message);
      });
      mail('newArrangement', message, { onlyOffline: false });
      push('ARRANGEMENT_NEW', message);
    },

    /**
     * A change (a participant's operation or a job's): CHANGED to both, and the messages it wrote to
     * the other party. Issue 16: `notices` are the notifications recordChange wrote in the same commit,
     * of any kind: each is mailed and pushed to its user, with the terms of the change (a
     * counter-offer's) and the message or note it came with. A user told by a notice gets no separate
     * new-message mail or push for the text that came with it.
     */
    async changedArrangement(
      arrangement: ArrangementRow,
      messages: MessageRow[],
      notices: readonly NotificationInput[] = [],
    ) {
      await guard('an arrangement change', async () => {
        await emitArrangement(arrangement, 'CHANGED');
        messages.forEach((message) => emitMessage(message));
      });
      const texts = messages.filter((m) => m.type === 'TEXT');
      const facts = messages.map((m) => m.data).find((data) => data?.terms || data?.note);
      for (const notice of notices) {
        const text = texts.filter((m) => m.receiverId === notice.userId).at(-1);
        notify(notice, arrangement.id, {
          terms: facts?.terms,
          excerpt: text?.content || facts?.note || undefined,
        });
      }
      const noticed = new Set(notices.map((n) => n.userId));
      const text = texts.at(-1);
      if (text && !noticed.has(text.receiverId)) {
        mail('newMessage', text, { onlyOffline: true, arrangement });
        push('MESSAGE_NEW', text);
      }
    },

    /** A new message: MessageEvent to the receiver only, with its files (issue 16). */
    newMessage(message: MessageRow, arrangement: ArrangementRow, files: readonly PrivateFileRow[] = []) {
      void guard('a message', () => emitMessage(message, files));
      mail('newMessage', message, { onlyOffline: true, arrangement });
      push('MESSAGE_NEW', message);
    },

    /**
     * The viewer opened the conversation: their own other tabs clear the badge. Issue 16 read receipts:
     * when it marked messages seen, the other participant hears it too (their messages turn "Seen").
     */
    seen(data: TMessageSeenEvent, arrangement: ArrangementRow, { markedSeen }: { markedSeen: number }) {
      void guard('a seen conversation', () => {
        broadcaster.emit(realtimeChannels.messageReceiver(data.user_id), REALTIME_EVENTS.messageSeen, data);
        if (markedSeen === 0) return;
        const otherId = otherParticipantOf(arrangement, data.user_id);
        broadcaster.emit(realtimeChannels.messageReceiver(otherId), REALTIME_EVENTS.messageSeen, data);
      });
    },
  };
}
export type Announcer = ReturnType<typeof createAnnouncer>;
