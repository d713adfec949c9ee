import { ApiError, apiPost } from '../../lib/apiClient';
import { clearAuth, writeAuth, type TokenResponse } from '../../lib/authStorage';
import { getRuntimeConfig } from '../../lib/runtimeConfig';

/** What a sign-in attempt ended in. */
export type SignInResult =
  | { status: 'signedIn' }
  /** Wrong credentials (SPEC §8: 'Invalid login details.' with hints). */
  | { status: 'invalid'; withHints: boolean }
  /** Sign-in is not configured on this server yet. */
  | { status: 'unavailable' };

/**
 * SPEC §4 and §7: signs in with the OAuth password grant and stores the auth record.
 * Empty fields make no call. Any failure clears stored tokens.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  if (!username.trim() || !password) return { status: 'invalid', withHints: true };
  const { oauthClientId, oauthClientSecret } = getRuntimeConfig();
  // The server publishes its client secret once the Accounts issue ships the token endpoint.
  if (oauthClientSecret === null) return { status: 'unavailable' };
  try {
    const token = await apiPost<TokenResponse>('oauth/token', {
      client_id: oauthClientId,
      client_secret: oauthClientSecret,
      grant_type: 'password',
      scope: '*',
      username,
      password,
    });
    writeAuth(token);
    return { status: 'signedIn' };
  } catch (error) {
    clearAuth();
    // A missing endpoint (404) is not the user's fault: no hints about what they typed.
    const isMissingEndpoint = error instanceof ApiError && error.status === 404;
    return { status: 'invalid', withHints: !isMissingEndpoint };
  }
}
