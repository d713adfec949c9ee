import { ApiError } from '../../lib/apiError';
import { clearAuth, writeAuth } from '../../lib/authStorage';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import { requestPasswordToken } from './api/authApi';

/** What a sign-in attempt ended in. */
export type SignInResult =
  | { status: 'signedIn' }
  /** Wrong or empty credentials (SPEC §8: 'Invalid login details.' with hints). */
  | { status: 'invalid' }
  /** Too many failed attempts (429); try again after this many seconds. */
  | { status: 'tooManyAttempts'; retryAfterSeconds: number }
  /** The server could not be reached or failed: its message. */
  | { status: 'failed'; message: string }
  /** Sign-in is not configured on this server (no OAuth client secret). */
  | { status: 'unavailable' };

/** Minutes to wait when a 429 comes without Retry-After: the server's sign-in window. */
const DEFAULT_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * SPEC §4 and §7: signs in with the OAuth password grant and stores the auth record.
 * Empty fields make no call. Any failure clears stored tokens.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  if (!username.trim() || !password) return { status: 'invalid' };
  const { oauthClientId, oauthClientSecret } = getRuntimeConfig();
  if (oauthClientSecret === null) return { status: 'unavailable' };
  try {
    const token = await requestPasswordToken({
      client_id: oauthClientId,
      client_secret: oauthClientSecret,
      grant_type: 'password',
      scope: '*',
      username: username.trim(),
      password,
    });
    writeAuth(token);
    return { status: 'signedIn' };
  } catch (error) {
    clearAuth();
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) {
      return {
        status: 'tooManyAttempts',
        retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
      };
    }
    if (error.status === 400 || error.status === 401) return { status: 'invalid' };
    return { status: 'failed', message: error.message };
  }
}
