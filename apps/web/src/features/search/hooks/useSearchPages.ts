import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDataInTransition } from '../../../ui/hooks/useDataInTransition';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import type { TSearchParams, TSearchSource } from '../api/searchApi';
import { findNextPage } from '../lib/searchPaging';
import { OWN_SEARCH_UPDATE, type TSearchVisit } from '../lib/searchReturn';

/** How long the pages of a left search stay cached for a return from a profile (SPEC §2). */
const SEARCH_PAGES_CACHE_MS = 30 * 60 * 1000;

interface SearchPagesOptions<T> {
  source: TSearchSource<T>;
  /** Filters and sort, without paging. */
  params: TSearchParams;
  perPage: number;
  /** How many pages the URL asks for (`page`, from 1). */
  pages: number;
  visit: TSearchVisit;
  /** False behind the sign-in dialog of anonymous visitors: nothing is fetched. */
  enabled: boolean;
}

/**
 * Pages of a search whose state is in the URL: loads pages 1..`pages` one after another, and
 * `loadMore` asks for one page more by raising `page` in the URL (replacing the history entry).
 * The pages are cached per visit (`visit.visitId`): a re-attached visit shows them as they were left.
 */
export function useSearchPages<T>({ source, params, perPage, pages, visit, enabled }: SearchPagesOptions<T>) {
  const { locale } = useLanguage();
  const [, setSearchParams] = useSearchParams();
  const query = useInfiniteQuery({
    queryKey: ['search', source.name, visit.visitId, locale, params, perPage] as const,
    enabled,
    gcTime: SEARCH_PAGES_CACHE_MS,
    // SPEC §2: a re-attached page comes back as it was, without refetching (and moving) its results.
    refetchOnMount: !visit.isReattached,
    initialPageParam: 0,
    // Issue 19: the first page the server rendered this page with (a first visit's address, one page),
    // dated long ago: the search asks again with the user's token as soon as it may.
    initialData: () => {
      const first = pages === 1 ? source.embeddedPage?.(params, { skip: 0, limit: perPage }) : undefined;
      return first && { pages: [first], pageParams: [0] };
    },
    initialDataUpdatedAt: 0,
    queryFn: ({ pageParam, signal }) =>
      source.fetchPage(params, { skip: pageParam * perPage, limit: perPage }, signal),
    getNextPageParam: (last, all) => findNextPage(last, all.length, perPage),
  });

  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;
  // Issue 19: the first page of cards renders in a transition, the main thread free meanwhile.
  const data = useDataInTransition(query.data);
  const loadedPages = data?.pages.length ?? 0;
  /** Loading the pages the URL asks for (a shared link or a return): infinite scroll waits. */
  const isFilling = loadedPages > 0 && loadedPages < pages && hasNextPage && !isError;

  useEffect(() => {
    if (isFilling && !isFetching) void fetchNextPage();
  }, [isFilling, isFetching, fetchNextPage]);

  const shownPages = data?.pages.slice(0, pages) ?? [];
  const items = shownPages.flatMap((page) => page.data);
  const canLoadMore = !isFilling && !isError && (shownPages.length < loadedPages || hasNextPage);

  const loadMore = useCallback(() => {
    if (isFetching || isFilling) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(Math.min(pages, loadedPages) + 1));
        return next;
      },
      { replace: true, state: OWN_SEARCH_UPDATE },
    );
  }, [isFetching, isFilling, setSearchParams, pages, loadedPages]);

  const retry = useCallback(() => {
    // A failed next page is asked for again; a failed first page reloads the search.
    void (query.isFetchNextPageError ? fetchNextPage() : refetch());
  }, [query.isFetchNextPageError, fetchNextPage, refetch]);

  return {
    items,
    total: data?.pages[0]?.total ?? 0,
    /** The text the server searched for instead, when the typed one found nothing (a typo). */
    correctedText: data?.pages[0]?.corrected_text,
    isLoading: query.isPending || (data === undefined && query.data !== undefined),
    isLoadingMore: query.isFetchingNextPage,
    /** Every page the URL asks for is shown (or there are no more): the scroll position can be reached. */
    isReady: data !== undefined && !isFilling && !query.isFetchingNextPage,
    isError,
    retry,
    canLoadMore,
    loadMore,
  };
}
