import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OAUTH_CLIENT_ID, REFRESH_TOKEN_REUSE_GRACE_MS, ZAuthUser, ZTokenResponse } from '@spona/contracts';
import { useTestServer } from '../../testing/useTestServer';
import {
  bearer,
  buildAccount,
  clientSecret,
  jsonHeaders,
  requestToken,
  signIn,
  type NewAccount,
} from '../../testing/accounts';

const t = useTestServer();
let account: NewAccount;
beforeAll(async () => {
  account = await buildAccount(t);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (same process) past the grace window of a rotated refresh token. */
function passReuseGrace() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + REFRESH_TOKEN_REUSE_GRACE_MS + 1000);
}

const refresh = async (refreshToken: string) =>
  fetch(`${t.api}/oauth/token`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: OAUTH_CLIENT_ID,
      client_secret: await clientSecret(t),
    }),
  });
const authUser = (token: string) => fetch(`${t.api}/auth/user`, { headers: bearer(token) });

describe('POST oauth/token, password grant', () => {
  it('signs in with a JSON body and answers Passport’s shape, never cached', async () => {
    const res = await requestToken(t, { username: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = ZTokenResponse.parse(await res.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(24 * 60 * 60);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('refuses a NUL in the login with the OAuth 400, never a 500', async () => {
    const res = await requestToken(t, { username: `${account.email}\u0000`, password: account.password });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('signs in with a form body and a username in other case with spaces around it', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: String(OAUTH_CLIENT_ID),
      client_secret: await clientSecret(t),
      username: `  ${account.username.toUpperCase()} `,
      password: account.password,
      scope: '*',
    });
    const res = await fetch(`${t.api}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(res.status).toBe(200);
    ZTokenResponse.parse(await res.json());
  });

  it('refuses wrong credentials with invalid_grant and SPEC §8’s message', async () => {
    const other = await buildAccount(t);
    const res = await requestToken(t, { username: other.email, password: 'not-the-password' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string>;
    expect(body.error).toBe('invalid_grant');
    expect(body.error_description).toEqual(expect.any(String));
    expect(body.message).toBe('Invalid login details.');
  });

  it('answers invalid_client 401 for a wrong client secret', async () => {
    const res = await requestToken(t, {
      username: account.email,
      password: account.password,
      client_secret: 'x'.repeat(43),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('answers invalid_request 400 for a missing password', async () => {
    const res = await requestToken(t, { username: account.email });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string>;
    expect(body.error).toBe('invalid_request');
    expect(body.message).toEqual(expect.any(String));
  });

  it('answers unsupported_grant_type 400 for other grants', async () => {
    for (const grant of ['client_credentials', 'authorization_code', 'magic']) {
      const res = await requestToken(t, { grant_type: grant });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('unsupported_grant_type');
    }
  });

  it('never answers 500 to odd bodies', async () => {
    for (const body of [
      'null',
      '[]',
      '"x"',
      '{"grant_type":{"a":1}}',
      '{"username":[1],"grant_type":"password"}',
    ]) {
      const res = await fetch(`${t.api}/oauth/token`, { method: 'POST', headers: jsonHeaders, body });
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('refresh grant', () => {
  it('rotates: the old refresh and access tokens stop working at once', async () => {
    const first = await signIn(t, account.email, account.password);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const second = ZTokenResponse.parse(await res.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await authUser(first.access_token)).status).toBe(401);
    expect((await authUser(second.access_token)).status).toBe(200);
  });

  it('revokes the whole sign-in when a rotated refresh token is presented again', async () => {
    const first = await signIn(t, account.email, account.password);
    const second = ZTokenResponse.parse(await (await refresh(first.refresh_token)).json());
    const third = ZTokenResponse.parse(await (await refresh(second.refresh_token)).json());
    expect((await authUser(third.access_token)).status).toBe(200);

    passReuseGrace();
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    // The newest tokens of that sign-in stop working too.
    expect((await authUser(third.access_token)).status).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(400);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const a = await signIn(t, account.email, account.password);
    const b = await signIn(t, account.email, account.password);
    const successor = ZTokenResponse.parse(await (await refresh(a.refresh_token)).json());
    passReuseGrace();
    expect((await refresh(a.refresh_token)).status).toBe(400);
    expect((await authUser(successor.access_token)).status).toBe(401);
    expect((await authUser(b.access_token)).status).toBe(200);
  });

  it('answers simultaneous refreshes with one token (two tabs) all with the same successor', async () => {
    const first = await signIn(t, account.email, account.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (res) => ZTokenResponse.parse(await res.json())));
    expect(new Set(bodies.map((body) => body.refresh_token)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.access_token)).size).toBe(1);
    expect(bodies[0]!.refresh_token).not.toBe(first.refresh_token);
    // The sign-in lives on: the successor works and rotates as usual.
    expect((await authUser(bodies[0]!.access_token)).status).toBe(200);
    expect((await refresh(bodies[0]!.refresh_token)).status).toBe(200);
  });

  it('answers a rotated token used again within the grace window with the same successor', async () => {
    const first = await signIn(t, account.email, account.password);
    const second = ZTokenResponse.parse(await (await refresh(first.refresh_token)).json());
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    const repeated = ZTokenResponse.parse(await again.json());
    expect(repeated.refresh_token).toBe(second.refresh_token);
    expect(repeated.access_token).toBe(second.access_token);
    expect(repeated.expires_in).toBeLessThanOrEqual(second.expires_in);
    expect((await authUser(second.access_token)).status).toBe(200);
    // The old access token stays revoked.
    expect((await authUser(first.access_token)).status).toBe(401);
  });

  it('follows a second rotation within the window, and gives nothing once the sign-in ended', async () => {
    const first = await signIn(t, account.email, account.password);
    const second = ZTokenResponse.parse(await (await refresh(first.refresh_token)).json());
    const third = ZTokenResponse.parse(await (await refresh(second.refresh_token)).json());
    const late = ZTokenResponse.parse(await (await refresh(first.refresh_token)).json());
    expect(late.refresh_token).toBe(third.refresh_token);

    await fetch(`${t.api}/auth/logout`, { headers: bearer(third.access_token) });
    const afterLogout = await refresh(first.refresh_token);
    expect(afterLogout.status).toBe(400);
    expect(((await afterLogout.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an unknown refresh token with invalid_grant', async () => {
    const res = await refresh('unknown-token');
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string>;
    expect(body.error).toBe('invalid_grant');
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('GET auth/user and auth/logout', () => {
  it('returns the signed-in user with the SPEC §3 fields and no password hash', async () => {
    const tokens = await signIn(t, account.username, account.password);
    const res = await authUser(tokens.access_token);
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    const user = ZAuthUser.parse(json);
    expect(user.email).toBe(account.email);
    expect(user.email_verified).toBe(false);
    expect(user.arrangements).toEqual([]);
    expect(JSON.stringify(json)).not.toMatch(/argon2|password/);
  });

  it('answers 401 { message: "Unauthenticated." } without a valid token', async () => {
    for (const headers of [{}, bearer('nonsense'), { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${t.api}/auth/user`, { headers: { ...headers, 'App-language': 'en' } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('logout revokes the access token and its refresh token', async () => {
    const tokens = await signIn(t, account.email, account.password);
    const res = await fetch(`${t.api}/auth/logout`, { headers: bearer(tokens.access_token) });
    expect(res.status).toBe(200);
    expect((await authUser(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});
