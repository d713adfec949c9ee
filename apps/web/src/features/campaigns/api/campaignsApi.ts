import {
  ZCampaign,
  ZCampaignList,
  ZCampaignSendResult,
  type TCampaign,
  type TCampaignCreate,
  type TCampaignCreatorInput,
  type TCampaignList,
  type TCampaignSendResult,
  type TCampaignUpdate,
} from '@spona/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/apiClient';

/** Query keys of the campaign builder (issue 20); real-time events refresh `all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: number) => [...campaignKeys.all, 'detail', id] as const,
};

/** GET campaigns: the advertiser's campaigns, newest first. */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }): Promise<TCampaignList> =>
      ZCampaignList.parse(await apiGet<unknown>('campaigns', { signal })),
  });

/** GET campaigns/{id}: the campaign with its creators, totals and (once sent) arrangements. */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: async ({ signal }): Promise<TCampaign> =>
      ZCampaign.parse(await apiGet<unknown>(`campaigns/${id}`, { signal })),
    retry: false,
  });

/** POST campaigns. */
export async function createCampaign(body: TCampaignCreate): Promise<TCampaign> {
  return ZCampaign.parse(await apiPost<unknown>('campaigns', body));
}

/** PUT campaigns/{id}: the fields given change. */
export async function updateCampaign(id: number, body: TCampaignUpdate): Promise<TCampaign> {
  return ZCampaign.parse(await apiPut<unknown>(`campaigns/${id}`, body));
}

/** POST campaigns/{id}/creators: a creator on one of their priced services (SPEC §5). */
export async function addCampaignCreator(id: number, body: TCampaignCreatorInput): Promise<TCampaign> {
  return ZCampaign.parse(await apiPost<unknown>(`campaigns/${id}/creators`, body));
}

/** DELETE campaigns/{id}/creators/{userId}. */
export async function removeCampaignCreator(id: number, userId: number): Promise<TCampaign> {
  return ZCampaign.parse(await apiDelete<unknown>(`campaigns/${id}/creators/${userId}`));
}

/** POST campaigns/{id}/send: one request per creator who can receive it; the others named. */
export async function sendCampaign(id: number): Promise<TCampaignSendResult> {
  return ZCampaignSendResult.parse(await apiPost<unknown>(`campaigns/${id}/send`, {}));
}
