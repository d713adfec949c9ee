import type { TAppUpsellAction, TAppUpsellLog } from '@spona/contracts';
import { postAppUpsellLog } from '../api/pwaApi';

/** The last record sent: each waits for the one before, so the log keeps the order events happened in. */
let lastSent: Promise<unknown> = Promise.resolve();

/**
 * SPEC §7 Event logging: an install banner event (category APP_UPSELL) with the signed-in user's id,
 * or EVENT_LOG_UNKNOWN_USER_ID (-1) when unknown. Best effort: a failed call never bothers the user.
 */
export function logAppUpsell(action: TAppUpsellAction, userId: number): void {
  const record: TAppUpsellLog = { category: 'APP_UPSELL', action, payload: { user_id: userId } };
  // Accepting the banner and the install it leads to happen within milliseconds of each other.
  lastSent = lastSent.then(() => postAppUpsellLog(record)).catch(() => undefined);
}
