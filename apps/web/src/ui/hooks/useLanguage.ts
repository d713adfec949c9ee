import { useContext } from 'react';
import { LanguageContext, type LanguageApi } from '../languageContext';

/** The current locale and the switch of SPEC §4. */
export function useLanguage(): LanguageApi {
  const api = useContext(LanguageContext);
  if (!api) throw new Error('useLanguage needs a <LanguageProvider> above it');
  return api;
}
