// @vitest-environment jsdom
import '../test/setupDom';
import { describe, expect, it, vi } from 'vitest';
import { clearAuth, isLoggedIn, readAuth, subscribeToAuth, writeAuth } from './authStorage';

describe('auth storage (SPEC §3 and §4)', () => {
  it('is logged out when nothing is stored', () => {
    expect(readAuth()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('stores the record with the UTC expiry and sets the auth cookie to 1', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const record = writeAuth({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }, now);
    expect(record).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expiresDate: 'Wed, 01 Jan 2025 13:00:00 GMT',
    });
    expect(JSON.parse(window.localStorage.getItem('auth') ?? 'null')).toEqual(record);
    expect(isLoggedIn()).toBe(true);
  });

  it('sets the auth cookie while the token is valid', () => {
    writeAuth({ access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    expect(document.cookie).toContain('auth=1');
  });

  it('clears the record and the cookie', () => {
    writeAuth({ access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    clearAuth();
    expect(readAuth()).toBeNull();
    expect(document.cookie).not.toContain('auth=1');
  });

  it('treats a damaged record as logged out', () => {
    window.localStorage.setItem('auth', '{not json');
    expect(isLoggedIn()).toBe(false);
    window.localStorage.setItem('auth', JSON.stringify({ access_token: '' }));
    expect(isLoggedIn()).toBe(false);
  });

  it('tells subscribers about logins and logouts', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAuth(listener);
    writeAuth({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    clearAuth();
    unsubscribe();
    writeAuth({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
