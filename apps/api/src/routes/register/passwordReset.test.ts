import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_TTL_MS, WEB_RESET_PASSWORD_PATH } from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';
import {
  bearer,
  buildAccount,
  jsonHeaders,
  lastLinkToken,
  requestToken,
  signIn,
} from '../../testing/accounts';

const t = useTestServer();
afterEach(() => {
  vi.useRealTimers();
});

const askReset = (email: string) =>
  fetch(`${t.api}/register/password/email`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ email }),
  });
const update = (token: string, password: string, confirmation = password) =>
  fetch(`${t.api}/register/password/update/${token}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ password, password_confirmation: confirmation }),
  });

describe('password reset', () => {
  it('tells that no account has an unknown address, with SPEC §8’s text', async () => {
    const res = await askReset('nobody@example.com');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.email).toEqual(['User account not found with provided email adress.']);
  });

  it('mails a link that sets a new password once and ends every sign-in', async () => {
    const account = await buildAccount(t);
    const session = await signIn(t, account.email, account.password);
    expect((await askReset(account.email.toUpperCase())).status).toBe(200);
    const token = await lastLinkToken(t, account.email, WEB_RESET_PASSWORD_PATH);

    const check = await fetch(`${t.api}/register/password/reset/${token}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ success: true, email: account.email });

    const mismatch = await update(token, 'new-password-1', 'new-password-2');
    expect(mismatch.status).toBe(400);
    expect((await update(token, 'new-password-1')).status).toBe(200);

    expect((await fetch(`${t.api}/auth/user`, { headers: bearer(session.access_token) })).status).toBe(401);
    expect((await requestToken(t, { username: account.email, password: account.password })).status).toBe(400);
    await signIn(t, account.email, 'new-password-1');

    // A link works once.
    expect((await update(token, 'another-password-1')).status).toBe(422);
    expect((await fetch(`${t.api}/register/password/reset/${token}`)).status).toBe(422);
  });

  it('refuses a link after 24 hours', async () => {
    const account = await buildAccount(t);
    await askReset(account.email);
    const token = await lastLinkToken(t, account.email, WEB_RESET_PASSWORD_PATH);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_MS + 60_000);
    const res = await fetch(`${t.api}/register/password/reset/${token}`, {
      headers: { 'App-language': 'en' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    expect((await update(token, 'new-password-1')).status).toBe(422);
  });
});
