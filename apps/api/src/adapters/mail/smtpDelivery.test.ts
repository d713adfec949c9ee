import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_VERIFY_PATH } from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';
import { bearer, buildAccount, decodeQuotedPrintable, outboxMails, signIn } from '../../testing/accounts';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
// Registered after the SMTP server's hooks: starts once it listens, and closes before it.
const t = useTestServer(() => ({ SMTP_URL: smtpUrl }));

describe('mail over SMTP', () => {
  it('delivers the confirmation mail to a real SMTP server, and its link confirms the account', async () => {
    const account = await buildAccount(t, { preferred_language: 'en' });
    const mail = received.find((m) => m.to.includes(account.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe(t.config.supportEmail);
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain('Subject: Confirm your email address');
    expect(text).toContain('text/html');
    const link = new RegExp(`(${t.config.publicUrl}${WEB_VERIFY_PATH}([A-Za-z0-9_-]+))`).exec(text);
    expect(link).not.toBeNull();

    // The web app's verify page calls the API with the token of the link.
    expect((await fetch(`${t.api}/register/verify/${link![2]}`)).status).toBe(200);
    const tokens = await signIn(t, account.email, account.password);
    const me = (await (
      await fetch(`${t.api}/auth/user`, { headers: bearer(tokens.access_token) })
    ).json()) as {
      email_verified: boolean;
    };
    expect(me.email_verified).toBe(true);
    // With SMTP_URL nothing goes to the outbox.
    expect(await outboxMails(t)).toEqual([]);
  });
});
