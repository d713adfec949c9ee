import { ApiError } from '../../../lib/apiError';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { requestStaffToken } from '../api/consoleApi';
import { clearStaffSession, writeStaffSession } from './staffSession';

/** What a staff sign-in ended in. */
export type StaffSignInResult =
  | { status: 'signedIn' }
  /** 400 invalid_grant: the email, the password or the code is wrong (the server does not say which). */
  | { status: 'invalid' }
  /** 429: staff sign-in's own throttling; try again after this many seconds. */
  | { status: 'tooManyAttempts'; retryAfterSeconds: number }
  /** No OAuth client secret on this server: nobody can sign in. */
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

/** When a 429 comes without Retry-After: the sign-in window of the server. */
const DEFAULT_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * Issue 17: signs a staff member in (POST oauth/token, password grant, scope console, with the
 * authenticator's code) and keeps the session in this tab.
 */
export async function signInStaff(email: string, password: string, otp: string): Promise<StaffSignInResult> {
  if (getRuntimeConfig().oauthClientSecret === null) return { status: 'unavailable' };
  try {
    writeStaffSession(await requestStaffToken(email, password, otp));
    return { status: 'signedIn' };
  } catch (error) {
    clearStaffSession();
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
