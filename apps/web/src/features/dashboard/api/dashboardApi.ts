import { queryOptions } from '@tanstack/react-query';
import {
  ZBasicStatistics,
  ZDashboardData,
  ZNotificationList,
  ZNotificationsReadResult,
  ZProfileViews,
  type TNotificationsRead,
  type TNotificationsReadResult,
} from '@spona/contracts';
import { apiGet, apiPost } from '../../../lib/apiClient';

/** How many days the views chart shows, and how many notifications the list shows. */
export const DASHBOARD_VIEW_DAYS = 30;
export const DASHBOARD_NOTIFICATIONS = 20;

/** Query keys of the dashboard; every key starts with 'dashboard'. */
export const DASHBOARD_QUERY_KEYS = {
  all: ['dashboard'] as const,
  data: ['dashboard', 'data'] as const,
  views: (days: number) => ['dashboard', 'views', days] as const,
  notificationLists: ['dashboard', 'notifications'] as const,
  notifications: (limit: number) => ['dashboard', 'notifications', limit] as const,
  statistics: ['dashboard', 'statistics'] as const,
};

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

/** POST dashboard/notifications/read (some by id, or all). */
export async function markNotificationsRead(body: TNotificationsRead): Promise<TNotificationsReadResult> {
  return ZNotificationsReadResult.parse(await apiPost<unknown>('dashboard/notifications/read', body));
}
