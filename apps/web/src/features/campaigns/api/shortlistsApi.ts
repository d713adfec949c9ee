import {
  ZShortlist,
  ZShortlistEntry,
  ZShortlistList,
  type TShortlist,
  type TShortlistCreatorInput,
  type TShortlistEntry,
  type TShortlistInput,
  type TShortlistList,
} from '@spona/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/apiClient';

/** Query keys of the shortlists (issue 20), so a change refreshes exactly what it touched. */
export const shortlistKeys = {
  all: ['shortlists'] as const,
  list: () => [...shortlistKeys.all, 'list'] as const,
  detail: (id: number) => [...shortlistKeys.all, 'detail', id] as const,
};

/** GET shortlists: the advertiser's lists with the ids of their creators. */
export const shortlistsQuery = () =>
  queryOptions({
    queryKey: shortlistKeys.list(),
    queryFn: async ({ signal }): Promise<TShortlistList> =>
      ZShortlistList.parse(await apiGet<unknown>('shortlists', { signal })),
  });

/** GET shortlists/{id}: one list with its creators' cards and notes. */
export const shortlistQuery = (id: number) =>
  queryOptions({
    queryKey: shortlistKeys.detail(id),
    queryFn: async ({ signal }): Promise<TShortlist> =>
      ZShortlist.parse(await apiGet<unknown>(`shortlists/${id}`, { signal })),
  });

/** POST shortlists: the new (empty) list. */
export async function createShortlist(body: TShortlistInput): Promise<TShortlist> {
  return ZShortlist.parse(await apiPost<unknown>('shortlists', body));
}

/** PUT shortlists/{id}: renames the list. */
export async function renameShortlist(id: number, body: TShortlistInput): Promise<void> {
  await apiPut<unknown>(`shortlists/${id}`, body);
}

/** DELETE shortlists/{id}. */
export async function deleteShortlist(id: number): Promise<void> {
  await apiDelete<unknown>(`shortlists/${id}`);
}

/** POST shortlists/{id}/creators: saves a creator, or changes the note of one saved already. */
export async function saveShortlistCreator(
  id: number,
  body: TShortlistCreatorInput,
): Promise<TShortlistEntry> {
  return ZShortlistEntry.parse(await apiPost<unknown>(`shortlists/${id}/creators`, body));
}

/** DELETE shortlists/{id}/creators/{userId}. */
export async function removeShortlistCreator(id: number, userId: number): Promise<void> {
  await apiDelete<unknown>(`shortlists/${id}/creators/${userId}`);
}
