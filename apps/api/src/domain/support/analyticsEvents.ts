import type { TAnalyticsEventCreate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

/** SPEC §7 POST analytics/events: one event with its time and the user (null when anonymous). */
export async function recordAnalyticsEvent(
  db: Db,
  userId: number | null,
  input: TAnalyticsEventCreate,
): Promise<void> {
  await db.insert(analyticsEvents).values({
    userId,
    eventType: input.event_type,
    subeventType: input.subevent_type ?? null,
    eventData: input.event_data ?? null,
  });
}
