import { ApiError, apiPost } from './apiClient';
import { appEvents } from './appEvents';
import { clearAuth, readAuth, writeAuth, type TokenResponse } from './authStorage';
import { getRuntimeConfig } from './runtimeConfig';
import { isExpiringSoon } from './tokenExpiry';

/** Name of the Web Lock that lets one tab at a time refresh the shared tokens. */
const REFRESH_LOCK_NAME = 'spona-auth-refresh';

let inFlight: Promise<void> | null = null;

/** Refreshes the stored tokens first when they expire within a day; resolves at once otherwise. */
export function ensureFreshToken(): Promise<void> {
  const record = readAuth();
  if (!record || !isExpiringSoon(record)) return Promise.resolve();
  return refreshTokens();
}

/**
 * Runs the refresh grant once for everyone who asks while it runs: callers in this tab share the
 * in-flight promise, and tabs queue on a Web Lock and re-read the stored record inside it, skipping the
 * call when another tab rotated the tokens meanwhile. Browsers without Web Locks refresh plainly; two
 * tabs refreshing there at once both get the same successor, since the server answers a rotated token
 * used again within REFRESH_TOKEN_REUSE_GRACE_MS with it (a later reuse revokes the sign-in).
 */
export function refreshTokens(): Promise<void> {
  inFlight ??= runExclusively(refreshStoredTokens).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function runExclusively(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, task).then(() => undefined);
}

async function refreshStoredTokens(): Promise<void> {
  const record = readAuth();
  if (!record || !isExpiringSoon(record)) return;
  const { oauthClientId, oauthClientSecret } = getRuntimeConfig();
  try {
    const token = await apiPost<TokenResponse>(
      'oauth/token',
      {
        grant_type: 'refresh_token',
        refresh_token: record.refresh_token,
        client_id: oauthClientId,
        client_secret: oauthClientSecret ?? '',
      },
      { skipTokenRefresh: true },
    );
    writeAuth(token);
  } catch (error) {
    // Offline or a server hiccup: keep the tokens and try again with the next call.
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
    // A logout or refresh in another tab already replaced the record: not this tab's failure.
    if (readAuth()?.refresh_token !== record.refresh_token) return;
    endSession();
  }
}

/** The page reload of a failed refresh; an object so tests can replace it (jsdom cannot reload). */
export const pageReloader = { reload: () => window.location.reload() };

/**
 * SPEC §4 and §8: a failed refresh clears the tokens, deletes the cached user and reloads the page.
 */
export function endSession(): void {
  clearAuth();
  appEvents.emit('sessionEnded', {});
  pageReloader.reload();
}
