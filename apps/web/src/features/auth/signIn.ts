import { ApiError } from '../../lib/apiError';
import { clearAuth, writeAuth } from '../../lib/authStorage';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import { requestPasswordToken } from './api/authApi';

/** What a sign-in attempt ended in. */
export type SignInResult =
  | { status: 'signedIn' }
  /** Wrong or empty credentials (SPEC §8: 'Invalid login details.' with hints). */
  | { status: 'invalid' }
  /**
   * The account had repeated failures: the next attempt needs the answer to a new check question.
   * `isChallengeFailed`: the answer was missing or wrong (the password was not checked).
   */
  | { status: 'challengeRequired'; isChallengeFailed: boolean }
  /** Too many failed attempts (429); try again after this many seconds. */
  | { status: 'tooManyAttempts'; retryAfterSeconds: number }
  /** The server could not be reached or failed: its message. */
  | { status: 'failed'; message: string }
  /** Sign-in is not configured on this server (no OAuth client secret). */
  | { status: 'unavailable' };

/** The answered check question a password grant carries after repeated failures (ZPasswordGrant). */
export type SignInChallengeAnswer = { challenge_id: string; challenge_answer: string };

/** The flags of the token endpoint's OAuth error (ZOAuthError), read without zod: this runs on every page. */
function readChallengeFlags(body: unknown): { isRequired: boolean; isFailed: boolean } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { isRequired: record.challenge_required === true, isFailed: record.challenge_failed === true };
}

/** Minutes to wait when a 429 comes without Retry-After: the server's sign-in window. */
const DEFAULT_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * SPEC §4 and §7: signs in with the OAuth password grant and stores the auth record.
 * Empty fields make no call. Any failure clears stored tokens.
 */
export async function signIn(
  username: string,
  password: string,
  challenge?: SignInChallengeAnswer,
): Promise<SignInResult> {
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
      ...challenge,
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
    const flags = readChallengeFlags(error.body);
    if (error.status === 400 && flags.isRequired) {
      return { status: 'challengeRequired', isChallengeFailed: flags.isFailed };
    }
    if (error.status === 400 || error.status === 401) return { status: 'invalid' };
    return { status: 'failed', message: error.message };
  }
}
