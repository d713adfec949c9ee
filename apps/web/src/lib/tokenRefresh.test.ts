// @vitest-environment jsdom
import '../test/setupDom';
import { beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { apiGet } from './apiClient';
import { appEvents } from './appEvents';
import { readAuth, writeAuth } from './authStorage';
import { readCookie } from './cookies';
import { jsonResponse } from '../test/publicDataFixture';
import { isExpiringSoon } from './tokenExpiry';
import { ensureFreshToken, pageReloader } from './tokenRefresh';

const HOUR_S = 3600;
let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function tokenCalls() {
  return fetchMock.mock.calls.filter(([url]) => url.endsWith('/oauth/token'));
}

function answerRefreshWith(response: () => Response | Promise<Response>) {
  fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/oauth/token') ? await response() : jsonResponse({ ok: true }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

const newTokens = () =>
  jsonResponse({
    token_type: 'Bearer',
    expires_in: 15 * 24 * HOUR_S,
    access_token: 'A2',
    refresh_token: 'R2',
  });

describe('token refresh (SPEC §4)', () => {
  beforeEach(() => {
    vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
  });

  it('needs a refresh only within a day of the expiry', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const record = (hours: number) => ({
      access_token: 'a',
      refresh_token: 'r',
      expiresDate: new Date(now + hours * HOUR_S * 1000).toUTCString(),
    });
    expect(isExpiringSoon(record(25), now)).toBe(false);
    expect(isExpiringSoon(record(23), now)).toBe(true);
    expect(isExpiringSoon({ ...record(48), expiresDate: 'garbage' }, now)).toBe(true);
  });

  it('leaves a token that is valid for more than a day alone', async () => {
    answerRefreshWith(newTokens);
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: 3 * 24 * HOUR_S });
    await apiGet('auth/user');
    expect(tokenCalls()).toHaveLength(0);
  });

  it('runs one refresh for every call that waits on it, then uses the new token', async () => {
    answerRefreshWith(newTokens);
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: 2 * HOUR_S });
    await Promise.all([apiGet('auth/user'), apiGet('dashboard/data'), ensureFreshToken()]);
    expect(tokenCalls()).toHaveLength(1);
    const body = JSON.parse(String(tokenCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'R1', client_id: 2 });
    expect(readAuth()?.refresh_token).toBe('R2');
    expect(readCookie('auth')).toBe('1');
    const userCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/auth/user'));
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer A2');
  });

  it('clears the tokens, drops the cached user and reloads when the server refuses the refresh', async () => {
    answerRefreshWith(async () =>
      jsonResponse({ error: 'invalid_grant', error_description: 'x', message: 'Session ended.' }, 400),
    );
    const onSessionEnded = vi.fn();
    const unsubscribe = appEvents.on('sessionEnded', onSessionEnded);
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: HOUR_S });
    await ensureFreshToken();
    unsubscribe();
    expect(readAuth()).toBeNull();
    expect(readCookie('auth')).toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(pageReloader.reload).toHaveBeenCalledOnce();
  });

  it('keeps the tokens when the server cannot be reached, and tries again with the next call', async () => {
    answerRefreshWith(async () => Promise.reject(new TypeError('offline')));
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: HOUR_S });
    await ensureFreshToken();
    await ensureFreshToken();
    expect(readAuth()?.refresh_token).toBe('R1');
    expect(tokenCalls()).toHaveLength(2);
    expect(pageReloader.reload).not.toHaveBeenCalled();
  });

  it('waits for another tab holding the refresh lock and uses the tokens it stored, without a call', async () => {
    answerRefreshWith(newTokens);
    const locks = fakeLockManager();
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: HOUR_S });
    let finishOtherTab = () => {};
    const otherTabHoldsLock = new Promise<void>((holding) => {
      // The other tab takes the lock first and rotates the tokens while this one waits.
      void locks.request('spona-auth-refresh', async () => {
        holding();
        await new Promise<void>((resolve) => (finishOtherTab = resolve));
        writeAuth({ access_token: 'A-other', refresh_token: 'R-other', expires_in: 15 * 24 * HOUR_S });
      });
    });
    await otherTabHoldsLock;
    const waiting = ensureFreshToken();
    finishOtherTab();
    await waiting;
    expect(tokenCalls()).toHaveLength(0);
    expect(readAuth()?.refresh_token).toBe('R-other');
  });

  it('refreshes under the lock when no other tab did', async () => {
    answerRefreshWith(newTokens);
    const locks = fakeLockManager();
    writeAuth({ access_token: 'A1', refresh_token: 'R1', expires_in: HOUR_S });
    await ensureFreshToken();
    expect(locks.requested).toEqual(['spona-auth-refresh']);
    expect(tokenCalls()).toHaveLength(1);
    expect(readAuth()?.refresh_token).toBe('R2');
  });
});

/** The browser's Web Locks API (`navigator.locks`): one holder per name, the others queue in order. */
function fakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  return locks;
}
