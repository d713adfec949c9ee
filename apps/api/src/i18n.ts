import i18next, { type TOptions } from 'i18next';
import { resources } from '@spona/i18n';
import { DEFAULT_LOCALE, type TLocale } from '@spona/contracts';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS: 'api',
  initImmediate: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Translates a catalogue key (`api:errors.notFound`, or `errors.notFound` in the api namespace). */
export function translate(locale: TLocale, key: string, options?: TOptions): string {
  const t = instance.t as unknown as (key: string, options: TOptions) => string;
  return t(key, { ...options, lng: locale });
}
