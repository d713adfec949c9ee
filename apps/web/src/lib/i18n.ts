import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type TLocale } from '@spona/contracts';
import { defaultNS, namespaces, resources } from '@spona/i18n';
import { applyDocumentLanguage, detectInitialLocale, isLocale } from './language';

/** The app's one i18next instance, initialised synchronously from the bundled catalogues. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectInitialLocale(),
  // SPEC §1: English is the fallback.
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: namespaces,
  defaultNS,
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyDocumentLanguage(language);
});

/** The locale the interface is shown in now. */
export function getCurrentLocale(): TLocale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : 'en';
}
