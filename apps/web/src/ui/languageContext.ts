import { createContext } from 'react';
import type { TLocale } from '@spona/contracts';

export interface LanguageApi {
  locale: TLocale;
  /** SPEC §4: stores the locale, hides the page for 100 ms and shows it in the new language. */
  switchLocale: (locale: TLocale) => void;
}

export const LanguageContext = createContext<LanguageApi | null>(null);
