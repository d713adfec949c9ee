import { queryOptions } from '@tanstack/react-query';
import {
  ZBasicStatistics,
  ZDashboardData,
  ZNotificationList,
  ZNotificationsReadResult,
  ZProfileViews,
  ZRecommendations,
  ZSavedSearchNew,
  type TNotificationsRead,
  type TNotificationsReadResult,
} from '@spona/contracts';
import { apiGet, apiPost } from '../../../lib/apiClient';
import { DASHBOARD_QUERY_KEYS } from '../lib/dashboardQueryKeys';

export { DASHBOARD_QUERY_KEYS };

/** How many days the views chart shows, and how many notifications the list shows. */
export const DASHBOARD_VIEW_DAYS = 30;
export const DASHBOARD_NOTIFICATIONS = 20;

/** SPEC §7 GET dashboard/data. */
export const dashboardDataQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.data,
    queryFn: async () => ZDashboardData.parse(await apiGet<unknown>('dashboard/data')),
  });

/** SPEC §7 GET dashboard/profile-views/{n}: one entry per day, oldest first. */
export const profileViewsQuery = (days: number) =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.views(days),
    queryFn: async () => ZProfileViews.parse(await apiGet<unknown>(`dashboard/profile-views/${days}`)),
  });

/** SPEC §7 GET dashboard/notifications/{n}: the latest n, newest first, and the unread count. */
export const notificationsQuery = (limit: number) =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.notifications(limit),
    queryFn: async () => ZNotificationList.parse(await apiGet<unknown>(`dashboard/notifications/${limit}`)),
  });

/** SPEC §7 GET statistics/basic. */
export const basicStatisticsQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.statistics,
    queryFn: async () => ZBasicStatistics.parse(await apiGet<unknown>('statistics/basic')),
  });

/** Issue 20 GET saved-searches/new: the dashboard's 'new for you'. */
export const newForYouQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.newForYou,
    queryFn: async () => ZSavedSearchNew.parse(await apiGet<unknown>('saved-searches/new')),
  });

/** Issue 20 GET recommendations: offers for a creator, creators for an advertiser, best first. */
export const recommendationsQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEYS.recommendations,
    queryFn: async () => ZRecommendations.parse(await apiGet<unknown>('recommendations')),
  });

/** POST dashboard/notifications/read (some by id, or all). */
export async function markNotificationsRead(body: TNotificationsRead): Promise<TNotificationsReadResult> {
  return ZNotificationsReadResult.parse(await apiPost<unknown>('dashboard/notifications/read', body));
}
