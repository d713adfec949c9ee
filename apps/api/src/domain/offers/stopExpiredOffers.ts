import { sql } from 'drizzle-orm';
import type { TNotificationKind } from '@spona/contracts';
import type { Db } from '../../db/client';

const OFFER_EXPIRED: TNotificationKind = 'OFFER_EXPIRED';

/**
 * SPEC §4 and issue 4: an offer past its period stops by itself. One idempotent statement, so several
 * processes running the job at the same moment stop each offer once and never fight over it
 * (visibility already treats such an offer as not visible in between).
 * Returns the number of offers stopped.
 */
export async function stopExpiredOffers(db: Db): Promise<number> {
  // Issue 7: the owner's 'offer expired' notification is written by the same statement, so it exists
  // exactly when the offer was stopped (and once, however many processes run the job).
  const result = await db.execute<{ id: number }>(sql`
    WITH stopped AS (
      UPDATE offers SET status = 'STOPPED', updated_at = now()
      WHERE status = 'ACTIVE' AND ends_at IS NOT NULL AND ends_at <= now() AND deleted_at IS NULL
      RETURNING id, user_id, name
    ), notified AS (
      INSERT INTO notifications (user_id, kind, data)
      SELECT user_id, ${OFFER_EXPIRED}, jsonb_build_object('offer_id', id, 'offer_name', name) FROM stopped
    )
    SELECT id FROM stopped`);
  return result.rows.length;
}
