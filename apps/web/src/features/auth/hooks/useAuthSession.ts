import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../../../lib/appEvents';
import { afterFirstScreen } from '../../../lib/firstScreen';
import { savePreferredLanguage } from '../api/authApi';
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
  const user = useCurrentUser();

  useEffect(
    () => appEvents.on('sessionEnded', () => queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY })),
    [queryClient],
  );

  useEffect(() => {
    if (!isLoggedIn) queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }, [isLoggedIn, queryClient]);

  // Issue 7: after sign-in and on each start, this device's push subscription is posted again, so it
  // belongs to whoever is signed in now (signing out removed it from the server).
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    // Loaded after the first page, not with it (issue 7 budgets), once it has its content (issue 19).
    return afterFirstScreen(() => {
      void import('../../../lib/webPush')
        .then(({ resyncPushSubscription }) => resyncPushSubscription())
        .catch(() => undefined);
    });
  }, [userId]);

  // A signed-in user's language choice is theirs everywhere: the navbar switch saves it too, so the
  // next public/data reply (SPEC §1) does not switch the app back.
  useEffect(
    () =>
      appEvents.on('languageChanged', ({ locale }) => {
        if (!user || user.preferred_language === locale) return;
        savePreferredLanguage(locale)
          .then((saved) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved))
          .catch(() => undefined);
      }),
    [user, queryClient],
  );
}
