import { TOKEN_REFRESH_WINDOW_MS } from '@spona/contracts';
import type { AuthRecord } from './authStorage';

/** SPEC §4 and §9: the token needs a refresh when it expires within 1 day (or its date is unreadable). */
export function isExpiringSoon(record: AuthRecord, now: number = Date.now()): boolean {
  const expires = Date.parse(record.expiresDate);
  return !Number.isFinite(expires) || expires - now < TOKEN_REFRESH_WINDOW_MS;
}
