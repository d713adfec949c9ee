import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import type { TSearchParams, TSearchSource } from '../api/searchApi';
import { useSearchPages } from './useSearchPages';
import { useSearchScrollRestoration } from './useSearchScrollRestoration';
import { useSearchVisit } from './useSearchVisit';

/**
 * The results of a search page: its pages for this visit (re-attached on a return, SPEC §2), the
 * scroll position once they are shown, and nothing fetched for anonymous visitors.
 */
export function useSearchResults<T>(
  source: TSearchSource<T>,
  params: TSearchParams,
  { perPage, pages }: { perPage: number; pages: number },
) {
  const isLoggedIn = useIsLoggedIn();
  const visit = useSearchVisit();
  const results = useSearchPages({ source, params, perPage, pages, visit, enabled: isLoggedIn });
  useSearchScrollRestoration(visit, results.isReady);
  // A return restores its scroll position (SPEC §2): every card laid out (components/SearchResults).
  return { ...results, isReturn: visit.isReattached };
}

export type TSearchResults<T> = ReturnType<typeof useSearchPages<T>> & { isReturn: boolean };
