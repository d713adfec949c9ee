import { queryOptions } from '@tanstack/react-query';
import {
  ZSavedSearch,
  ZSavedSearchList,
  ZSuccess,
  ZUnsubscribeResult,
  type TSavedSearch,
  type TSavedSearchFilters,
  type TSavedSearchKind,
  type TUnsubscribeResult,
} from '@spona/contracts';
import { apiDelete, apiGet, apiPost } from '../../../lib/apiClient';

/** Query keys of saved searches (issue 20); the dashboard's 'new for you' follows them. */
export const SAVED_SEARCH_QUERY_KEYS = {
  all: ['savedSearches'] as const,
  list: ['savedSearches', 'list'] as const,
};

/** GET saved-searches: the user's saved searches, newest first. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: SAVED_SEARCH_QUERY_KEYS.list,
    queryFn: async () => ZSavedSearchList.parse(await apiGet<unknown>('saved-searches')).data,
  });

/** POST saved-searches. */
export async function saveSearch(body: {
  kind: TSavedSearchKind;
  filters: TSavedSearchFilters;
  name?: string;
}): Promise<TSavedSearch> {
  return ZSavedSearch.parse(await apiPost<unknown>('saved-searches', body));
}

/** DELETE saved-searches/{id}. */
export async function deleteSavedSearch(id: number): Promise<void> {
  ZSuccess.parse(await apiDelete<unknown>(`saved-searches/${id}`));
}

/**
 * POST saved-searches/unsubscribe/{token}: the digest mail's one-click link, without signing in;
 * answers what was turned off and says so in the request's language.
 */
export async function unsubscribeByLink(token: string): Promise<TUnsubscribeResult> {
  return ZUnsubscribeResult.parse(
    await apiPost<unknown>(`saved-searches/unsubscribe/${encodeURIComponent(token)}`),
  );
}
