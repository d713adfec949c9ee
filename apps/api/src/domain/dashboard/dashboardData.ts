import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDashboardData, TPeriodCounts } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';
import type { UserRow } from '../accounts/tokens';
import { countUnreadNotifications } from '../notifications/findNotifications';
import { findRatings } from '../profiles/findPublicProfile';
import { computeProfileStrength, findProfileFacts } from '../profiles/profileStrength';
import { presentRatings } from '../../presenters/profile';
import { periodStarts, utcDateOf } from './periods';

type Periods = { week: Date; month: Date };

/**
 * Arrangement counts of the dashboard (contracts/dashboard.ts): the user's arrangements on either side
 * requested and in progress now, and those that started (accepted) or completed in each period. When a
 * status changed is the time of the SYSTEM message the change wrote to the thread.
 */
export async function countDashboardArrangements(db: Db, userId: number, { week, month }: Periods) {
  const [now] = (
    await db.execute<{ requested: number; in_progress: number }>(sql`
      SELECT count(*) FILTER (WHERE status = 'REQUESTED')::int AS requested,
             count(*) FILTER (WHERE status = 'IN_PROGRESS')::int AS in_progress
      FROM arrangements WHERE requester_id = ${userId} OR receiver_id = ${userId}`)
  ).rows;
  const changes = (
    await db.execute<{ status: string } & TPeriodCounts>(sql`
      SELECT m.content AS status,
             count(DISTINCT m.arrangement_id)
               FILTER (WHERE m.created_at >= ${week.toISOString()}::timestamptz)::int AS this_week,
             count(DISTINCT m.arrangement_id)
               FILTER (WHERE m.created_at >= ${month.toISOString()}::timestamptz)::int AS this_month,
             count(DISTINCT m.arrangement_id)::int AS total
      FROM messages m JOIN arrangements a ON a.id = m.arrangement_id
      WHERE m.type = 'SYSTEM' AND m.content IN ('IN_PROGRESS', 'COMPLETED')
        AND (a.requester_id = ${userId} OR a.receiver_id = ${userId})
      GROUP BY m.content`)
  ).rows;
  const of = (status: string): TPeriodCounts => {
    const row = changes.find((c) => c.status === status);
    return { this_week: row?.this_week ?? 0, this_month: row?.this_month ?? 0, total: row?.total ?? 0 };
  };
  return {
    requested: now?.requested ?? 0,
    in_progress: now?.in_progress ?? 0,
    started: of('IN_PROGRESS'),
    completed: of('COMPLETED'),
  };
}

/** Views of the user's profile (one per viewer per UTC day) this week, this month and ever. */
export async function countProfileViews(
  db: Db,
  userId: number,
  { week, month }: Periods,
): Promise<TPeriodCounts> {
  const [row] = (
    await db.execute<TPeriodCounts>(sql`
      SELECT count(*) FILTER (WHERE viewed_on >= ${utcDateOf(week)}::date)::int AS this_week,
             count(*) FILTER (WHERE viewed_on >= ${utcDateOf(month)}::date)::int AS this_month,
             count(*)::int AS total
      FROM profile_views WHERE profile_user_id = ${userId}`)
  ).rows;
  return { this_week: row?.this_week ?? 0, this_month: row?.this_month ?? 0, total: row?.total ?? 0 };
}

/** SPEC §1 dashboard of the signed-in user (GET dashboard/data), counted at `now`. */
export async function findDashboardData(db: Db, user: UserRow, now = new Date()): Promise<TDashboardData> {
  const periods = periodStarts(now);
  const [arrangements, ratings, featuredOffers, facts, profileViews, unread] = await Promise.all([
    countDashboardArrangements(db, user.id, periods),
    findRatings(db, user.id),
    db
      .select({ offer_id: offers.id, name: offers.name, status: offers.status })
      .from(offers)
      .where(and(eq(offers.userId, user.id), eq(offers.featured, true), isNull(offers.deletedAt)))
      .orderBy(offers.id),
    findProfileFacts(db, user),
    countProfileViews(db, user.id, periods),
    countUnreadNotifications(db, user.id),
  ]);
  return {
    arrangements,
    ratings: presentRatings(ratings),
    featured: { is_profile_featured: user.featured, offers: featuredOffers },
    profile: computeProfileStrength(user.type, facts),
    profile_views: profileViews,
    unread_notifications: unread,
  };
}
