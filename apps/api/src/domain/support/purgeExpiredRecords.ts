import { lt } from 'drizzle-orm';
import { ANALYTICS_RETENTION_MONTHS, BUG_REPORT_RETENTION_MONTHS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { analyticsEvents, bugReports, eventLog } from '../../db/schema';
import type { ScreenshotStore } from './screenshot';

function monthsBefore(now: Date, months: number): Date {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  return limit;
}

export type PurgeResult = { analyticsEvents: number; eventLog: number; bugReports: number };

/**
 * Deletes what the privacy policy (/privacy) says is kept only for a while: first-party analytics
 * events and the event log after ANALYTICS_RETENTION_MONTHS, bug reports with their screenshot files
 * after BUG_REPORT_RETENTION_MONTHS. Idempotent, so several processes may run it at once (jobs).
 */
export async function purgeExpiredRecords(
  db: Db,
  screenshots: ScreenshotStore,
  now: Date = new Date(),
): Promise<PurgeResult> {
  const analyticsLimit = monthsBefore(now, ANALYTICS_RETENTION_MONTHS);
  const removedEvents = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, analyticsLimit))
    .returning({ id: analyticsEvents.id });
  const removedLog = await db
    .delete(eventLog)
    .where(lt(eventLog.createdAt, analyticsLimit))
    .returning({ id: eventLog.id });
  const removedReports = await db
    .delete(bugReports)
    .where(lt(bugReports.createdAt, monthsBefore(now, BUG_REPORT_RETENTION_MONTHS)))
    .returning({ imageFile: bugReports.imageFile });
  // The rows are gone first: a file left behind by a crash here is never shown to anyone.
  for (const { imageFile } of removedReports) if (imageFile) await screenshots.remove(imageFile);
  return {
    analyticsEvents: removedEvents.length,
    eventLog: removedLog.length,
    bugReports: removedReports.length,
  };
}
