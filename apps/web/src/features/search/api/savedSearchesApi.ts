import { queryOptions } from '@tanstack/react-query';
import {
  ZSavedSearch,
  ZSavedSearchList,
  ZSuccess,
  type TSavedSearch,
  type TSavedSearchFilters,
  type TSavedSearchKind,
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
