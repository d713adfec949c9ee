import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/useTestServer';
import { buildAccount } from '../../testing/accounts';

const t = useTestServer();

describe('GET /dev/mail', () => {
  it('lists the outbox and shows a mail', async () => {
    const account = await buildAccount(t, { preferred_language: 'en' });
    const list = await fetch(`${t.origin}/dev/mail`, { headers: { accept: 'application/json' } });
    expect(list.status).toBe(200);
    const { mails } = (await list.json()) as { mails: { file: string; to: string; subject: string }[] };
    const mail = mails.find((m) => m.to.includes(account.email));
    expect(mail?.subject).toBe('Confirm your email address');

    const html = await (await fetch(`${t.origin}/dev/mail`)).text();
    expect(html).toContain(encodeURIComponent(mail!.file));
    const shown = await fetch(`${t.origin}/dev/mail/${mail!.file}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(account.email);
    expect((await fetch(`${t.origin}/dev/mail/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${t.origin}/dev/mail/missing.eml`)).status).toBe(404);
  });

  describe('in production', () => {
    const production = useTestServer({ NODE_ENV: 'production' });

    it('does not exist in production', async () => {
      expect((await fetch(`${production.origin}/dev/mail`)).status).toBe(404);
    });
  });
});
