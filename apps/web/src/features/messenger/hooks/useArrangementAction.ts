import { useQueryClient } from '@tanstack/react-query';
import type { TArrangement } from '@spona/contracts';
import { useCallback } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { messengerKeys } from '../api/messengerApi';

/**
 * Runs an arrangement action, then refreshes what it changed: the arrangement, the lists, the
 * signed-in user's active arrangements (real-time subscriptions follow them), and the open
 * conversation, whose thread got the change's messages (without waiting for the real-time echo).
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
      const arrangement = queryClient.getQueryData<TArrangement>(messengerKeys.detail(arrangementId));
      if (arrangement) appEvents.emit('arrangementChanged', { arrangement });
    },
    [arrangementId, queryClient],
  );
}
