import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { messengerKeys } from '../api/messengerApi';

/**
 * Runs an arrangement action, then refreshes what it changed: the arrangement, the lists and the
 * signed-in user's active arrangements (real-time subscriptions follow them).
 */
export function useArrangementAction(arrangementId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (action: () => Promise<unknown>) => {
      await action();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messengerKeys.detail(arrangementId) }),
        queryClient.invalidateQueries({ queryKey: messengerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
    [arrangementId, queryClient],
  );
}
