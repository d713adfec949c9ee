import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type TLocale,
} from '@spona/contracts';
import { readCookie, writeCookie } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §1: browser languages that choose Croatian (hr, bs, sr); anything else is English. */
const CROATIAN_BROWSER_LANGUAGES = ['hr', 'bs', 'sr'];

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** SPEC §1: hr, bs or sr (any region or script) gives hr; any other language gives en. */
export function localeFromBrowserLanguage(language: string | undefined): TLocale {
  if (!language) return DEFAULT_LOCALE;
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return CROATIAN_BROWSER_LANGUAGES.includes(primary) ? 'hr' : 'en';
}

/** The locale the user chose earlier, if a valid one is kept in local storage. */
export function readStoredLocale(): TLocale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Issue 19: the stored locale's cookie, by which the server picks the prerendered page's language;
 * renewed when it is missing or says another language (a locale stored before the cookie existed).
 */
export function syncLocaleCookie(locale: TLocale, now: number = Date.now()): void {
  if (readCookie(LOCALE_COOKIE) === locale) return;
  writeCookie(LOCALE_COOKIE, locale, new Date(now + LOCALE_COOKIE_DAYS * DAY_MS));
}

/** SPEC §1: the locale is kept in local storage (and, issue 19, in a cookie beside it). */
export function storeLocale(locale: TLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked (private mode); the language still applies to this visit.
  }
  syncLocaleCookie(locale);
}

/** The browser's preferred language: the first of `navigator.languages`, else `navigator.language`. */
function readBrowserLanguage(): string | undefined {
  // The prerender (issue 19) runs where there is no navigator: it sets the language itself.
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language;
}

/**
 * SPEC §1: the stored locale, else the browser language (hr, bs, sr → hr; anything else → en).
 * The public data call refines it later (see `LanguageProvider`).
 */
export function detectInitialLocale(): TLocale {
  return readStoredLocale() ?? localeFromBrowserLanguage(readBrowserLanguage());
}

/** Sets `<html lang>` so assistive technology reads the page in the right language. */
export function applyDocumentLanguage(locale: TLocale): void {
  // The prerender (issue 19) writes `<html lang>` into each page itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
}
