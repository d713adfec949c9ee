import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEYS, markNotificationsRead } from '../api/dashboardApi';

/** Marks notifications read and refreshes what shows the unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEYS.all }),
  });
}
