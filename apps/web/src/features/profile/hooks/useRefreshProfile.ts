import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { PROFILE_QUERY_KEYS } from '../api/profileApi';

/** Reloads whatever an edit of the profile may have changed: lists, completion, public page, user. */
export function useRefreshProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.all }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    ]);
  }, [queryClient]);
}
