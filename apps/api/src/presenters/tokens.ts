import type { TTokenResponse } from '@spona/contracts';

/** A token pair as issued: by the OAuth library (oauth/token) or by a password change (settings). */
type IssuedPair = { accessToken: string; accessTokenExpiresAt?: Date; refreshToken?: string };

/**
 * The token response shaped like Laravel Passport (SPEC §7 POST oauth/token; ARCHITECTURE.md: Auth),
 * the same for a sign-in, a refresh and a password change: `expires_in` in whole seconds from `now`,
 * never negative.
 */
export function presentTokens(tokens: IssuedPair, now = Date.now()): TTokenResponse {
  const expiresAt = tokens.accessTokenExpiresAt?.getTime() ?? now;
  return {
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.round((expiresAt - now) / 1000)),
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken ?? '',
  };
}
