import type { Mailer } from '../../adapters/mail/mailer';
import type { PushSender } from '../../adapters/push/pushSender';
import type { PrivateFileStore } from '../../adapters/files/privateFileStore';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ScreenshotStore } from '../../domain/support/screenshot';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { NoticeAnnouncer } from '../../realtime/noticeAnnouncer';

/** Issue 17: what the console's routes need (every route file of routes/console takes these). */
export type ConsoleDeps = {
  database: Database;
  mailer: Mailer;
  broadcaster: Broadcaster;
  pushSender: PushSender;
  config: Config;
  images: ImageStore;
  privateFiles: PrivateFileStore;
  screenshots: ScreenshotStore;
  /** Tells users what staff did (NotificationEvent and mail), after the commit. */
  notices: NoticeAnnouncer;
};
