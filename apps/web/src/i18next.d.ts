import 'i18next';
import type { defaultNS, TResources } from '@spona/i18n';

/** Typed translation keys: a missing or misspelled key fails `tsc` (STYLE.md, Translations). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: TResources;
  }
}
