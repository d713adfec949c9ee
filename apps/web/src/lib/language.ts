import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, type TLocale } from '@spona/contracts';

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

/** SPEC §1: the locale is kept in local storage. */
export function storeLocale(locale: TLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked (private mode); the language still applies to this visit.
  }
}

/** The browser's preferred language: the first of `navigator.languages`, else `navigator.language`. */
function readBrowserLanguage(): string | undefined {
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
  document.documentElement.lang = locale;
}
