import type { TBugReportCreate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { bugReports } from '../../db/schema';
import { decodeScreenshot, type ScreenshotStore } from './screenshot';

/** Longest User-Agent kept with a report. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * SPEC §7 POST bugs: stores a report of the signed-in user, with its screenshot (checked, then written
 * as a file) when there is one. The file is removed again when the row cannot be written.
 */
export async function createBugReport(
  db: Db,
  store: ScreenshotStore,
  input: TBugReportCreate & { userId: number; userAgent: string | undefined },
): Promise<{ id: number }> {
  const png = input.image_file ? decodeScreenshot(input.image_file) : undefined;
  const imageFile = png ? await store.save(png) : null;
  try {
    const [row] = await db
      .insert(bugReports)
      .values({
        userId: input.userId,
        problem: input.problem,
        type: input.type ?? null,
        url: input.url || null,
        imageFile,
        userAgent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH).replaceAll('\u0000', '') || null,
      })
      .returning({ id: bugReports.id });
    return row!;
  } catch (err) {
    if (imageFile) await store.remove(imageFile);
    throw err;
  }
}
