import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_THROTTLE_MS } from '@spona/contracts';
import { appEvents, type AppEventMap } from '../../../lib/appEvents';
import { coalesceCalls } from '../../../lib/coalesceCalls';
import { DASHBOARD_QUERY_KEYS } from './dashboardQueryKeys';

/**
 * The real-time events that change what the dashboard shows: arrangement counters and statistics
 * (ArrangementEvent NEW and CHANGED), notifications written with each change, messages received
 * (MessageEvent) and seen (MessageSeenEvent), and anything missed while the connection was down.
 */
export const DASHBOARD_REFRESH_EVENTS: readonly (keyof AppEventMap)[] = [
  'arrangementNew',
  'arrangementChanged',
  'messageNew',
  'messageSeen',
  // Issue 17: what staff did, told with a notification.
  'notificationNew',
  'realtimeReconnected',
];

/** The dashboard queries the events change: all but the profile views chart. */
const LIVE_QUERY_KEYS = [
  DASHBOARD_QUERY_KEYS.data,
  DASHBOARD_QUERY_KEYS.notificationLists,
  DASHBOARD_QUERY_KEYS.statistics,
] as const;

/**
 * Issue 16: keeps the dashboard's counters and notifications in step with the real-time events,
 * without a reload. A burst (one change arrives as an ArrangementEvent and its MessageEvents) refetches
 * once; while the dashboard is not shown its queries are only marked stale, and refetch when it opens.
 * Started with the signed-in user's real-time session (app/hooks/useRealtimeSession), loaded after the
 * first route.
 */
export function startDashboardRefresh(queryClient: QueryClient): () => void {
  const refresh = coalesceCalls(() => {
    for (const queryKey of LIVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, DASHBOARD_REFRESH_THROTTLE_MS);
  const stops = DASHBOARD_REFRESH_EVENTS.map((event) => appEvents.on(event, refresh.call));
  return () => {
    stops.forEach((stop) => stop());
    refresh.cancel();
  };
}
