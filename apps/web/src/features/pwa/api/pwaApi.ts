import { EVENT_LOG_PATH, type TAppUpsellLog } from '@spona/contracts';
import { apiPost } from '../../../lib/apiClient';

/** SPEC §7 Event logging: one install banner record (category APP_UPSELL). */
export async function postAppUpsellLog(record: TAppUpsellLog): Promise<void> {
  await apiPost<unknown>(EVENT_LOG_PATH, record);
}
