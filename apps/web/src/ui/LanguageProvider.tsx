import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_REDISPLAY_MS, type TLocale, type TPublicData } from '@spona/contracts';
import { clearGetCache } from '../lib/apiClient';
import { appEvents } from '../lib/appEvents';
import { isLocale, storeLocale } from '../lib/language';
import { PUBLIC_DATA_QUERY_KIND, publicDataQuery } from '../lib/publicData';
import { LanguageContext, type LanguageApi } from './languageContext';

/**
 * Owns the interface language: the switch of SPEC §4 (store, hide the page 100 ms, show it again,
 * reload server texts) and the refinement of SPEC §1 by the locale of the public data call.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const locale: TLocale = isLocale(i18n.language) ? i18n.language : 'en';
  const [isHidden, setHidden] = useState(false);
  const redisplayTimer = useRef<number | undefined>(undefined);
  // SPEC §1: the public data reply refines the first choice once; after that the user's switch wins.
  const isRefined = useRef(false);

  const switchLocale = useCallback(
    (next: TLocale) => {
      isRefined.current = true;
      storeLocale(next);
      if (next === i18n.language) return;
      setHidden(true);
      clearGetCache();
      void i18n.changeLanguage(next);
      appEvents.emit('languageChanged', { locale: next });
      void queryClient.invalidateQueries();
      window.clearTimeout(redisplayTimer.current);
      redisplayTimer.current = window.setTimeout(() => setHidden(false), LANGUAGE_REDISPLAY_MS);
    },
    [i18n, queryClient],
  );

  useEffect(() => () => window.clearTimeout(redisplayTimer.current), []);

  // Loads public data on every page; its locale reply refines the language below.
  useQuery(publicDataQuery(locale));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (isRefined.current || event.type !== 'updated' || event.action.type !== 'success') return;
        const [kind, askedLocale] = event.query.queryKey;
        if (kind !== PUBLIC_DATA_QUERY_KIND || askedLocale !== i18n.language) return;
        const serverLocale = (event.query.state.data as TPublicData | undefined)?.locale;
        if (!isLocale(serverLocale)) return;
        isRefined.current = true;
        if (serverLocale !== i18n.language) switchLocale(serverLocale);
      }),
    [queryClient, i18n, switchLocale],
  );

  const api = useMemo<LanguageApi>(() => ({ locale, switchLocale }), [locale, switchLocale]);

  return (
    <LanguageContext.Provider value={api}>
      <div data-testid="language-root" style={isHidden ? { visibility: 'hidden' } : undefined}>
        {children}
      </div>
    </LanguageContext.Provider>
  );
}
