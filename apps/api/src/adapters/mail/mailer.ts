import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail: SMTP when SMTP_URL is set, else the outbox folder (ARCHITECTURE.md, Mail). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export const OUTBOX_DIR = 'outbox';

/** The outbox folder of a data directory, where mails are written as .eml files without SMTP_URL. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, OUTBOX_DIR);
}

/**
 * nodemailer over SMTP_URL, or its stream transport writing each message as an .eml file under
 * DATA_DIR/outbox/ (listed at /dev/mail outside production). File names sort by time.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(options.dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
