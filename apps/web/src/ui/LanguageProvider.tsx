import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_REDISPLAY_MS, type TLocale, type TPublicData } from '@spona/contracts';
import { clearGetCache } from '../lib/getCache';
import { appEvents } from '../lib/appEvents';
import { isLocaleLoaded, loadLocale } from '../lib/i18n';
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

  // The language a switch is heading to, while its catalogue downloads (the last click wins).
  const pendingLocale = useRef<TLocale | null>(null);
  const isWaitingForTexts = useRef(false);
  // Issue 18: hiding the page takes the focus from the button pressed; it gets it back once shown.
  const focusBeforeHiding = useRef<HTMLElement | null>(null);

  const switchLocale = useCallback(
    (next: TLocale) => {
      isRefined.current = true;
      const previous: TLocale = isLocale(i18n.language) ? i18n.language : 'en';
      storeLocale(next);
      pendingLocale.current = next;
      if (next === i18n.language) {
        // Back to the shown language while another one downloaded: show the page again now.
        if (isWaitingForTexts.current) setHidden(false);
        isWaitingForTexts.current = false;
        return;
      }
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body) focusBeforeHiding.current = focused;
      setHidden(true);
      window.clearTimeout(redisplayTimer.current);
      const handleLoadFailure = (error: unknown) => {
        if (pendingLocale.current !== next) return;
        isWaitingForTexts.current = false;
        // Offline or a failed download: stay in the language the page is shown in.
        console.error('The interface texts could not be loaded', error);
        pendingLocale.current = previous;
        storeLocale(previous);
        setHidden(false);
      };
      // Synchronous when the texts are in (a language shown before); else they download first, and
      // again if a page needed more texts meanwhile (lib/i18n.ts).
      const showIn = () => {
        if (pendingLocale.current !== next) return;
        if (!isLocaleLoaded(next)) {
          isWaitingForTexts.current = true;
          loadLocale(next).then(showIn, handleLoadFailure);
          return;
        }
        isWaitingForTexts.current = false;
        clearGetCache();
        void i18n.changeLanguage(next);
        appEvents.emit('languageChanged', { locale: next });
        void queryClient.invalidateQueries();
        redisplayTimer.current = window.setTimeout(() => setHidden(false), LANGUAGE_REDISPLAY_MS);
      };
      showIn();
    },
    [i18n, queryClient],
  );

  useEffect(() => () => window.clearTimeout(redisplayTimer.current), []);

  useEffect(() => {
    const focused = focusBeforeHiding.current;
    if (isHidden || !focused) return;
    focusBeforeHiding.current = null;
    const active = document.activeElement;
    if (focused.isConnected && (!active || active === document.body)) focused.focus({ preventScroll: true });
  }, [isHidden]);

  // Loads public data on every page; its locale reply refines the language below. Nothing here
  // renders it: its changes do not render the provider again (issue 19).
  useQuery({ ...publicDataQuery(locale), notifyOnChangeProps: [] });
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
