import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * SPEC §4 and issue 4: an offer past its period stops by itself. One idempotent statement, so several
 * processes running the job at the same moment stop each offer once and never fight over it
 * (visibility already treats such an offer as not visible in between).
 * Returns the number of offers stopped.
 */
export async function stopExpiredOffers(db: Db): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE offers SET status = 'STOPPED', updated_at = now()
    WHERE status = 'ACTIVE' AND ends_at IS NOT NULL AND ends_at <= now() AND deleted_at IS NULL
    RETURNING id`);
  return result.rows.length;
}
