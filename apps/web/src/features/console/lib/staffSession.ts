import type { TStaffTokenResponse } from '@spona/contracts';

/**
 * Issue 17: the staff session of this tab: the console's token and when it ends, in sessionStorage (it
 * goes with the tab, never shared with the user's session in localStorage; a staff session lasts at
 * most 8 hours and has no refresh). Listeners hear sign-in and sign-out.
 */
const STORAGE_KEY = 'spona.console.session';

export type StaffSession = { token: string; expiresAt: number };

const listeners = new Set<() => void>();

export function readStaffSession(now = Date.now()): StaffSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StaffSession>;
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    return parsed.expiresAt > now ? { token: parsed.token, expiresAt: parsed.expiresAt } : null;
  } catch {
    return null;
  }
}

export function writeStaffSession(answer: TStaffTokenResponse, now = Date.now()): StaffSession {
  const session = { token: answer.access_token, expiresAt: now + answer.expires_in * 1000 };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  listeners.forEach((listener) => listener());
  return session;
}

export function clearStaffSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeToStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
