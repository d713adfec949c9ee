import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../currentUser';
import { useIsLoggedIn } from './useAuthRecord';

/**
 * Keeps the session of SPEC §4 for the whole app: loads the signed-in user at start (its call
 * refreshes a token that expires within a day first), and deletes the cached user when the session
 * ends or the record goes (logout here or in another tab).
 */
export function useAuthSession(): void {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  useCurrentUser();

  useEffect(
    () => appEvents.on('sessionEnded', () => queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY })),
    [queryClient],
  );

  useEffect(() => {
    if (!isLoggedIn) queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [isLoggedIn, queryClient]);
}
