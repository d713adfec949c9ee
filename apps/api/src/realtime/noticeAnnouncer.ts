import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_EVENTS, realtimeChannels, type TNotificationEvent } from '@spona/contracts';
import type { Mailer } from '../adapters/mail/mailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailNoticeLinking } from '../domain/arrangements/mailParticipant';
import type { NotificationInput } from '../domain/notifications/notify';
import type { Broadcaster } from './broadcaster';

export type NoticeAnnouncerDeps = {
  database: Database;
  mailer: Mailer;
  broadcaster: Broadcaster;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
};

/**
 * Issue 17: tells users of what staff did to their account, offers and requests, once the change has
 * committed with its notification rows (ARCHITECTURE.md: broadcast after commit): NotificationEvent on
 * `private-notification.receiver.{userId}` (the open app refreshes what it shows at once), and the
 * notification mailed with a link to where the user acts on it. Moderation decisions are service
 * mails (sent even with email notifications off). Nothing here fails the HTTP call: failures are
 * logged, mails are not awaited (the server drains them when it closes).
 */
export function createNoticeAnnouncer(deps: NoticeAnnouncerDeps, log: FastifyBaseLogger) {
  const mailDeps = { db: deps.database.db, mailer: deps.mailer, config: deps.config };
  const pending = new Set<Promise<void>>();
  return {
    /** `path`: the web path the mail links to (`/user-profile`, `/user-settings`...). */
    announce(notices: readonly NotificationInput[], path: string, { excerpt }: { excerpt?: string } = {}) {
      for (const notice of notices) {
        try {
          const event: TNotificationEvent = { kind: notice.kind, data: notice.data };
          deps.broadcaster.emit(
            realtimeChannels.notificationReceiver(notice.userId),
            REALTIME_EVENTS.notification,
            event,
          );
        } catch (err) {
          log.error({ err, userId: notice.userId }, 'broadcast of a notice failed');
        }
        const link = `${deps.config.publicUrl.replace(/\/$/, '')}${path}`;
        const running: Promise<void> = mailNoticeLinking(mailDeps, notice, link, {
          excerpt,
          isServiceMail: true,
        })
          .then(() => undefined)
          .catch((err: unknown) => log.error({ err, userId: notice.userId }, 'notice mail failed'))
          .finally(() => pending.delete(running));
        pending.add(running);
      }
    },
    /** Resolves when every mail started so far is sent (or has failed). */
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
export type NoticeAnnouncer = ReturnType<typeof createNoticeAnnouncer>;
