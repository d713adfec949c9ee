import { sql } from 'drizzle-orm';
import type { TProfileViews } from '@spona/contracts';
import type { Db } from '../../db/client';
import { lastDays } from './periods';

/**
 * GET dashboard/profile-views/{n}: views of the user's profile on each of the last n UTC days, oldest
 * first, days without views as 0.
 */
export async function findProfileViewsByDay(
  db: Db,
  userId: number,
  days: number,
  now = new Date(),
): Promise<TProfileViews> {
  const dates = lastDays(now, days);
  const rows = (
    await db.execute<{ day: string; views: number }>(sql`
      SELECT to_char(viewed_on, 'YYYY-MM-DD') AS day, count(*)::int AS views
      FROM profile_views
      WHERE profile_user_id = ${userId} AND viewed_on >= ${dates[0]}::date AND viewed_on <= ${dates.at(-1)}::date
      GROUP BY viewed_on`)
  ).rows;
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  const data = dates.map((date) => ({ date, views: byDay.get(date) ?? 0 }));
  return { data, total: data.reduce((sum, d) => sum + d.views, 0) };
}
