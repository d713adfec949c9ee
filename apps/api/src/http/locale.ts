import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@spona/contracts';

const CROATIAN_FAMILY = ['hr', 'bs', 'sr'];

/** SPEC §1: hr, bs or sr gives HR, anything else EN. */
export function localeFromLanguageTag(tag: string): TLocale {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return CROATIAN_FAMILY.includes(primary) ? 'hr' : 'en';
}

/**
 * The language of a request: the App-language header when it names a known locale,
 * else the first Accept-Language entry by SPEC §1's rule, else the default (HR).
 */
export function resolveRequestLocale(appLanguage: unknown, acceptLanguage: unknown): TLocale {
  if (typeof appLanguage === 'string') {
    const wanted = appLanguage.trim().toLowerCase();
    if ((LOCALES as readonly string[]).includes(wanted)) return wanted as TLocale;
  }
  if (typeof acceptLanguage === 'string' && acceptLanguage.trim() !== '') {
    const first = acceptLanguage.split(',')[0]?.split(';')[0] ?? '';
    if (first.trim() !== '' && first.trim() !== '*') return localeFromLanguageTag(first);
  }
  return DEFAULT_LOCALE;
}
