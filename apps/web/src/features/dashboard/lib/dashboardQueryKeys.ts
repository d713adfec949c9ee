/**
 * Query keys of the dashboard; every key starts with 'dashboard'. Apart from dashboardApi.ts (which
 * parses with the contracts' zod schemas) so that the app shell, which refreshes the dashboard on
 * real-time events (lib/dashboardRefresh), does not pull zod in.
 */
export const DASHBOARD_QUERY_KEYS = {
  all: ['dashboard'] as const,
  data: ['dashboard', 'data'] as const,
  views: (days: number) => ['dashboard', 'views', days] as const,
  notificationLists: ['dashboard', 'notifications'] as const,
  notifications: (limit: number) => ['dashboard', 'notifications', limit] as const,
  statistics: ['dashboard', 'statistics'] as const,
  /** Issue 20: matches of the user's saved searches, and recommendations. */
  newForYou: ['dashboard', 'newForYou'] as const,
  recommendations: ['dashboard', 'recommendations'] as const,
};
