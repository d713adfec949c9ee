import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_VERIFICATION_TTL_MS,
  WEB_VERIFY_PATH,
  ZAuthUser,
  ZChallenge,
  ZEmailVerification,
} from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';
import {
  bearer,
  buildAccount,
  jsonHeaders,
  lastLinkToken,
  outboxMails,
  signIn,
  solvedChallenge,
  unique,
} from '../../testing/accounts';

const t = useTestServer();
afterEach(() => {
  vi.useRealTimers();
});

async function register(body: Record<string, unknown>, kind = 'influencers', language = 'en') {
  const res = await fetch(`${t.api}/register/${kind}`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'App-language': language },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { message: string; errors?: Record<string, string[]> },
  };
}

const validBody = async (overrides: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    first_name: 'Marko',
    last_name: 'Babić',
    email: `marko.${id}@example.com`,
    password: 'secret-pass-9',
    password_confirmation: 'secret-pass-9',
    location_id: 2,
    ...(await solvedChallenge(t)),
    ...overrides,
  };
};

describe('GET register/challenge', () => {
  it('asks an arithmetic question with an id', async () => {
    const res = await fetch(`${t.api}/register/challenge`);
    const body = ZChallenge.parse(await res.json());
    expect(body.question).toMatch(/^\d+ \+ \d+$/);
  });
});

describe('POST register/influencers and register/agencies', () => {
  it('creates an unconfirmed influencer, generates a username and mails a confirmation link', async () => {
    const body = await validBody({ preferred_language: 'hr' });
    const res = await register(body);
    expect(res.status).toBe(201);
    const user = ZAuthUser.parse(res.body);
    expect(user.type).toBe('INFLUENCER');
    expect(user.username).toMatch(/^marko\.babic/);
    expect(user.email_verified).toBe(false);
    expect(user.location_id).toBe(2);
    const mail = (await outboxMails(t)).find((m) => m.includes(body.email))!;
    expect(mail).toContain(`${t.config.publicUrl}${WEB_VERIFY_PATH}`);
    expect(mail).toContain('Pozdrav Marko');
    expect(mail).toContain(t.config.supportEmail);
  });

  it('creates an advertiser with a company, and requires the company', async () => {
    const missing = await register(await validBody(), 'agencies');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.company).toEqual(['Enter the company name']);
    const res = await register(await validBody({ company: 'Brand d.o.o.' }), 'agencies');
    expect(res.status).toBe(201);
    expect(ZAuthUser.parse(res.body)).toMatchObject({ type: 'ADVERTISER', company: 'Brand d.o.o.' });
  });

  it('checks SPEC §5’s rules with its messages, in the asked language', async () => {
    const res = await register(
      await validBody({
        first_name: ' ',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      first_name: ['Enter your full name'],
      email: ['Enter the correct email'],
      password: ['The password must be at least 8 characters long'],
    });
    const mismatch = await register(await validBody({ password_confirmation: 'secret-pass-0' }));
    expect(mismatch.body.errors?.password_confirmation).toEqual(['Passwords do not match']);
    const hr = await register(await validBody({ last_name: '' }), 'influencers', 'hr');
    expect(hr.body.errors?.last_name).toEqual(['Unesite ime i prezime']);
  });

  it('refuses a taken email or username with 422', async () => {
    const existing = await buildAccount(t);
    const res = await register(
      await validBody({ email: existing.email.toUpperCase(), username: existing.username }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Email already taken'], username: ['Username already taken'] });
  });

  it('refuses a wrong answer and a challenge used twice', async () => {
    const wrong = await register(await validBody({ challenge_answer: '1000' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.challenge_answer).toBeDefined();

    const body = await validBody();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...body, email: `again.${unique()}@example.com` });
    expect(again.status).toBe(422);
    expect(again.body.errors?.challenge_answer).toEqual([
      'The check question has expired. Answer the new one.',
    ]);
  });

  it('never answers 500 to odd bodies', async () => {
    for (const body of [{}, { first_name: 5 }, { challenge_id: 'x' }, []]) {
      expect((await register(body as Record<string, unknown>)).status).toBe(400);
    }
  });
});

describe('availability', () => {
  it('says whether a username, an email or a social account is free', async () => {
    const existing = await buildAccount(t);
    const ask = async (path: string) =>
      ((await (await fetch(`${t.api}/register/available/${path}`)).json()) as { success: boolean }).success;
    expect(await ask(`username/${existing.username.toUpperCase()}`)).toBe(false);
    expect(await ask(`username/free_${unique()}`)).toBe(true);
    expect(await ask(`email/${encodeURIComponent(existing.email)}`)).toBe(false);
    expect(await ask(`email/free.${unique()}@example.com`)).toBe(true);
    expect(await ask('social/instagram?external_id=12345')).toBe(true);
    expect((await fetch(`${t.api}/register/available/social/myspace?external_id=1`)).status).toBe(404);
    expect((await fetch(`${t.api}/register/available/social/instagram`)).status).toBe(400);
  });
});

describe('email confirmation', () => {
  it('confirms once; the used link of the confirmed account then says it is confirmed already', async () => {
    const account = await buildAccount(t);
    const token = await lastLinkToken(t, account.email, WEB_VERIFY_PATH);
    const first = await fetch(`${t.api}/register/verify/${token}`);
    expect(first.status).toBe(200);
    expect(ZEmailVerification.parse(await first.json()).already_confirmed).toBe(false);
    const tokens = await signIn(t, account.email, account.password);
    const me = ZAuthUser.parse(
      await (await fetch(`${t.api}/auth/user`, { headers: bearer(tokens.access_token) })).json(),
    );
    expect(me.email_verified).toBe(true);

    const second = await fetch(`${t.api}/register/verify/${token}`, { headers: { 'App-language': 'en' } });
    expect(second.status).toBe(200);
    expect(ZEmailVerification.parse(await second.json()).already_confirmed).toBe(true);
    // Already confirmed: no new link.
    expect((await fetch(`${t.api}/register/resend/${token}`)).status).toBe(422);
  });

  it('still fails with SPEC §8’s hint for a used link of an address that is no longer the account’s', async () => {
    const account = await buildAccount(t);
    const token = await lastLinkToken(t, account.email, WEB_VERIFY_PATH);
    expect((await fetch(`${t.api}/register/verify/${token}`)).status).toBe(200);
    const tokens = await signIn(t, account.email, account.password);
    const changed = await fetch(`${t.api}/settings/email`, {
      method: 'PUT',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ email: `new.${unique()}@example.com`, password: account.password }),
    });
    expect(changed.status).toBe(200);
    const again = await fetch(`${t.api}/register/verify/${token}`, { headers: { 'App-language': 'en' } });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { message: string }).message).toMatch(/profile editing/);
  });

  it('fails after the link expired and sends a new one on resend', async () => {
    const account = await buildAccount(t);
    const token = await lastLinkToken(t, account.email, WEB_VERIFY_PATH);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_VERIFICATION_TTL_MS + 60_000);
    expect((await fetch(`${t.api}/register/verify/${token}`)).status).toBe(422);
    expect((await fetch(`${t.api}/register/resend/${token}`)).status).toBe(200);
    const renewed = await lastLinkToken(t, account.email, WEB_VERIFY_PATH);
    expect(renewed).not.toBe(token);
    expect((await fetch(`${t.api}/register/verify/${renewed}`)).status).toBe(200);
  });

  it('refuses an unknown link', async () => {
    expect((await fetch(`${t.api}/register/verify/nothing`)).status).toBe(422);
    expect((await fetch(`${t.api}/register/resend/nothing`)).status).toBe(404);
  });
});
