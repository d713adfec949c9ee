import { SEARCH_MAX_SKIP, SEARCH_TOTAL_CAP } from '@spona/contracts';

/**
 * The index of the page after `loaded` pages whose last is `last`, or undefined when there is none: the
 * last page came full, the search has more (a total at SEARCH_TOTAL_CAP counts only that many: there
 * are more while pages come full), and the server serves that deep (SEARCH_MAX_SKIP).
 */
export function findNextPage(
  last: { data: unknown[]; total: number },
  loaded: number,
  perPage: number,
): number | undefined {
  const skip = loaded * perPage;
  const hasMore = skip < last.total || last.total >= SEARCH_TOTAL_CAP;
  return last.data.length === perPage && hasMore && skip <= SEARCH_MAX_SKIP ? loaded : undefined;
}
