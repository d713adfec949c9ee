import 'i18next';
import type { defaultNS } from '@spona/i18n';
import type { TWebCatalogue } from './lib/catalogues/en';

/** Typed translation keys: a missing or misspelled key fails `tsc` (STYLE.md, Translations). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // What the web app loads (lib/catalogues), so a key only the API has fails the type check too.
    resources: TWebCatalogue;
  }
}
