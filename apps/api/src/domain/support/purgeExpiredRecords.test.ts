import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_RETENTION_MONTHS, BUG_REPORT_RETENTION_MONTHS } from '@spona/contracts';
import { analyticsEvents, bugReports, eventLog } from '../../db/schema';
import { buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';
import { purgeExpiredRecords } from './purgeExpiredRecords';
import { createScreenshotStore } from './screenshot';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `months` before `now`, then `days` more (negative: fewer). */
const monthsAgo = (now: Date, months: number, days = 0) => {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const t = useTestServer();

describe('purgeExpiredRecords (the retention periods of the privacy policy)', () => {
  it('deletes analytics, event log entries and bug reports with their screenshots once they are too old', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const screenshots = createScreenshotStore(path.join(t.config.dataDir, 'bug-reports'));
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const [oldFile, newFile] = [await screenshots.save(png), await screenshots.save(png)];
    const me = await buildCreator(t);

    const events = await t.database.db
      .insert(analyticsEvents)
      .values([
        { userId: me.id, eventType: 'PAGE_VIEW', createdAt: monthsAgo(now, ANALYTICS_RETENTION_MONTHS, 1) },
        { userId: me.id, eventType: 'PAGE_VIEW', createdAt: monthsAgo(now, ANALYTICS_RETENTION_MONTHS, -1) },
      ])
      .returning({ id: analyticsEvents.id });
    const log = await t.database.db
      .insert(eventLog)
      .values([
        {
          userId: me.id,
          category: 'MESSAGE',
          action: 'RECEIVED',
          createdAt: monthsAgo(now, ANALYTICS_RETENTION_MONTHS, 1),
        },
        { userId: me.id, category: 'MESSAGE', action: 'RECEIVED', createdAt: monthsAgo(now, 0, 1) },
      ])
      .returning({ id: eventLog.id });
    await t.database.db.insert(bugReports).values([
      {
        userId: me.id,
        problem: 'old',
        imageFile: oldFile,
        createdAt: monthsAgo(now, BUG_REPORT_RETENTION_MONTHS, 1),
      },
      {
        userId: me.id,
        problem: 'recent',
        imageFile: newFile,
        createdAt: monthsAgo(now, BUG_REPORT_RETENTION_MONTHS, -1),
      },
    ]);

    expect(await purgeExpiredRecords(t.database.db, screenshots, now)).toEqual({
      analyticsEvents: 1,
      eventLog: 1,
      bugReports: 1,
    });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    expect(
      ids(
        await t.database.db
          .select()
          .from(analyticsEvents)
          .where(inArray(analyticsEvents.id, ids(events))),
      ),
    ).toEqual([events[1]!.id]);
    expect(
      ids(
        await t.database.db
          .select()
          .from(eventLog)
          .where(inArray(eventLog.id, ids(log))),
      ),
    ).toEqual([log[1]!.id]);
    expect(
      (await t.database.db.select().from(bugReports).where(eq(bugReports.userId, me.id))).map(
        (r) => r.problem,
      ),
    ).toEqual(['recent']);
    expect(await readdir(path.join(t.config.dataDir, 'bug-reports'))).toEqual([newFile]);

    // Running again (another process, the next hour) changes nothing.
    expect(await purgeExpiredRecords(t.database.db, screenshots, now)).toEqual({
      analyticsEvents: 0,
      eventLog: 0,
      bugReports: 0,
    });
  });
});
