import type { Mailer } from '../adapters/mail/mailer';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What the account route groups need: the database, the mailer and the configuration. */
export type AccountDeps = { database: Database; mailer: Mailer; config: Config };
