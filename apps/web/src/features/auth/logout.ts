import type { QueryClient } from '@tanstack/react-query';
import { clearGetCache } from '../../lib/getCache';
import { clearAuth, readAuth } from '../../lib/authStorage';
import { revokeSession } from './api/authApi';
import { clearSignInDestination } from './signInDestination';

/**
 * SPEC §4 and §7: GET auth/logout revokes the tokens on the server, then the stored record, the
 * cookie and every cached server answer go. The local part happens even when the call fails.
 * Before that, while the token works, the server forgets this device's push subscription (issue 7).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (readAuth()) {
    // Loaded here, not with the first page: most visits never sign out (issue 7 budgets).
    await import('../../lib/webPush')
      .then(({ forgetPushSubscription }) => forgetPushSubscription())
      .catch(() => undefined);
    try {
      await revokeSession();
    } catch {
      // Already revoked or offline: signing out locally is what the user asked for.
    }
  }
  forgetSession(queryClient);
}

/** Clears the session in this browser without calling the server (its tokens are already revoked). */
export function forgetSession(queryClient: QueryClient): void {
  clearAuth();
  clearSignInDestination();
  clearGetCache();
  queryClient.clear();
}
