import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { trackEvent } from '../../../lib/analytics';
import { appEvents } from '../../../lib/appEvents';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { CURRENT_USER_QUERY_KEY, currentUserQuery } from '../currentUser';
import { signIn, type SignInChallengeAnswer, type SignInResult } from '../signIn';
import { clearSignInDestination, setSignInDestination } from '../signInDestination';

/** SPEC §4: a successful sign-in goes to the profile. */
export const SIGN_IN_DESTINATION = '/user-profile';

/**
 * Signs in and, on success, goes to the profile, loads the user, applies their preferred language
 * and emits and tracks the user-login event (SPEC §4).
 */
export function useSignIn(): (
  username: string,
  password: string,
  challenge?: SignInChallengeAnswer,
) => Promise<SignInResult> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { switchLocale } = useLanguage();

  return useCallback(
    async (username: string, password: string, challenge?: SignInChallengeAnswer) => {
      // Before the record is stored: the logged-out guard reacts to it at once.
      setSignInDestination(SIGN_IN_DESTINATION);
      queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      const result = await signIn(username, password, challenge);
      if (result.status !== 'signedIn') {
        clearSignInDestination();
        return result;
      }
      void navigate(SIGN_IN_DESTINATION);
      try {
        const user = await queryClient.fetchQuery(currentUserQuery());
        switchLocale(user.preferred_language);
        appEvents.emit('userLogin', { userId: user.id });
        trackEvent({ event_type: 'USER_LOGIN', event_data: { user_id: user.id } });
      } catch {
        // The current-user query reports its own failure (and clears a refused token).
      }
      return result;
    },
    [navigate, queryClient, switchLocale],
  );
}
