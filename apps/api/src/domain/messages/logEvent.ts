import type { TEventLogCreate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { eventLog } from '../../db/schema';

/**
 * Stores one event log record (SPEC §3) with its time and the signed-in user (null when anonymous).
 * The payload is kept as sent; a user id an anonymous client names in it (-1 when unknown) is not
 * trusted as the record's user.
 */
export async function logEvent(db: Db, userId: number | null, input: TEventLogCreate): Promise<void> {
  await db.insert(eventLog).values({
    userId,
    category: input.category,
    action: input.action,
    payload: input.payload,
  });
}
