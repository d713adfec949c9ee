import type { TAppUpsellAction, TAppUpsellLog } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';
import { EVENT_LOG_PATH } from '../../../lib/realtime/realtimeEffects';

/**
 * SPEC §7 Event logging: an install banner event (category APP_UPSELL) with the signed-in user's id,
 * or EVENT_LOG_UNKNOWN_USER_ID (-1) when unknown. Best effort: a failed call never bothers the user.
 */
export function logAppUpsell(action: TAppUpsellAction, userId: number): void {
  const record: TAppUpsellLog = { category: 'APP_UPSELL', action, payload: { user_id: userId } };
  apiPost(EVENT_LOG_PATH, record).catch(() => undefined);
}
