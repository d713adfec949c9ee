import { AUTH_COOKIE, AUTH_STORAGE_KEY } from '@spona/contracts';
import { writeCookie } from './cookies';

/** SPEC §3: the auth record kept in local storage under 'auth'. */
export interface AuthRecord {
  access_token: string;
  refresh_token: string;
  /** UTC string of the access token's expiry. */
  expiresDate: string;
}

/** SPEC §3: the login token response (OAuth password or refresh grant). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function isAuthRecord(value: unknown): value is AuthRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.access_token === 'string' &&
    record.access_token.length > 0 &&
    typeof record.refresh_token === 'string' &&
    typeof record.expiresDate === 'string'
  );
}

/** The raw stored record, a stable value for `useSyncExternalStore`. */
export function readAuthSnapshot(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Parses a stored record; null when it is missing or not an auth record. */
export function parseAuthRecord(raw: string | null): AuthRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isAuthRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The stored auth record, or null when the user is logged out. */
export function readAuth(): AuthRecord | null {
  return parseAuthRecord(readAuthSnapshot());
}

/** SPEC §4: logged in when the stored auth record exists. */
export function isLoggedIn(): boolean {
  return readAuth() !== null;
}

/**
 * Stores the record of a token response and sets the `auth` cookie to 1 until the token expires (SPEC §3).
 */
export function writeAuth(token: TokenResponse, now: number = Date.now()): AuthRecord {
  const expires = new Date(now + token.expires_in * 1000);
  const record: AuthRecord = {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expiresDate: expires.toUTCString(),
  };
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  writeCookie(AUTH_COOKIE, '1', expires);
  notifyListeners();
  return record;
}

/** SPEC §4: clears the stored auth record and the auth cookie (logout, failed login or refresh). */
export function clearAuth(): void {
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
  writeCookie(AUTH_COOKIE, '', new Date(0));
  notifyListeners();
}

/** Calls `listener` whenever the auth record changes, in this tab or another. Returns the unsubscribe. */
export function subscribeToAuth(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}
