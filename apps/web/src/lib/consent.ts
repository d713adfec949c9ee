import { CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@spona/contracts';
import { isServerRendering, serverConsentSnapshot } from '../app/prerender/prerenderState';
import { readCookie, writeCookie } from './cookies';

/** Local-storage key of the cookie and analytics consent (SPEC §1, §4); its cookie is in contracts. */
export const CONSENT_STORAGE_KEY = 'consent';
export { CONSENT_ACCEPTED, CONSENT_COOKIE };

const DAY_MS = 24 * 60 * 60 * 1000;
const listeners = new Set<() => void>();

function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes); the cookie still tells.
    return null;
  }
}

/** True once the user accepted, by local storage or by the cookie (either survives alone). */
export function hasConsent(): boolean {
  return readStoredConsent() === CONSENT_ACCEPTED || readCookie(CONSENT_COOKIE) === CONSENT_ACCEPTED;
}

/** When the consent cookie written at `now` expires: CONSENT_COOKIE_DAYS later (SPEC §9). */
export function consentCookieExpiry(now: Date): Date {
  return new Date(now.getTime() + CONSENT_COOKIE_DAYS * DAY_MS);
}

/** SPEC §4: acceptance is stored as a cookie for one year and in local storage. */
export function acceptConsent(now: Date = new Date()): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, CONSENT_ACCEPTED);
  } catch {
    // The cookie below is enough on its own.
  }
  writeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED, consentCookieExpiry(now));
  for (const listener of listeners) listener();
}

/**
 * Withdraws the consent (GDPR: as easy as giving it; the privacy page offers it): both places are
 * cleared, analytics stops at once and the banner shows again.
 */
export function withdrawConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be blocked; the cookie below still goes.
  }
  writeCookie(CONSENT_COOKIE, '', new Date(0));
  for (const listener of listeners) listener();
}

/** Subscribes to consent changes, for `useSyncExternalStore`; answers the unsubscribe. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Issue 19: `getServerSnapshot` of the consent: the state the prerendered page stands for on the
 * server; in the browser, which hydrates only a page prerendered for its own state, its own.
 */
export const readConsentServerSnapshot = isServerRendering ? serverConsentSnapshot : hasConsent;
