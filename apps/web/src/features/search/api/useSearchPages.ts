import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_MAX_SKIP } from '@spona/contracts';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { apiGet } from '../../../lib/apiClient';
import { useLanguage } from '../../../ui/useLanguage';

type QueryValue = string | number | null | undefined;

interface SearchPagesOptions<T> {
  /** `search/influencers` or `search/offers`. */
  path: string;
  /** Filters and sort, without paging. */
  params: Record<string, QueryValue>;
  perPage: number;
  /** How many pages the URL asks for (`page`, from 1). */
  pages: number;
  parse: (raw: unknown) => { data: T[]; total: number };
}

/**
 * Pages of a search whose state is in the URL: loads pages 1..`pages` one after another, and
 * `loadMore` asks for one page more by raising `page` in the URL (replacing the history entry).
 */
export function useSearchPages<T>({ path, params, perPage, pages, parse }: SearchPagesOptions<T>) {
  const { locale } = useLanguage();
  const [, setSearchParams] = useSearchParams();
  const query = useInfiniteQuery({
    queryKey: ['search', path, locale, params, perPage] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      parse(
        await apiGet<unknown>(path, {
          // SPEC §7: skip and limit are sent only when positive.
          query: { ...params, skip: pageParam * perPage || undefined, limit: perPage },
          signal,
        }),
      ),
    getNextPageParam: (last, all) => {
      const skip = all.length * perPage;
      return last.data.length === perPage && skip < last.total && skip <= SEARCH_MAX_SKIP
        ? all.length
        : undefined;
    },
  });

  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query;
  const loadedPages = data?.pages.length ?? 0;

  useEffect(() => {
    if (loadedPages > 0 && loadedPages < pages && hasNextPage && !isFetching && !isError) {
      void fetchNextPage();
    }
  }, [loadedPages, pages, hasNextPage, isFetching, isError, fetchNextPage]);

  const shownPages = data?.pages.slice(0, pages) ?? [];
  const items = shownPages.flatMap((page) => page.data);
  const canLoadMore = shownPages.length < loadedPages || hasNextPage;

  const loadMore = useCallback(() => {
    if (isFetching) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(Math.min(pages, loadedPages) + 1));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isFetching, setSearchParams, pages, loadedPages]);

  return {
    items,
    total: data?.pages[0]?.total ?? 0,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError,
    refetch: query.refetch,
    canLoadMore,
    loadMore,
  };
}
