import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_PROFILE_REVIEWS, type TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { profileViews, reviews, users } from '../../db/schema';
import type { UserRow } from '../accounts/tokens';
import { isVisibleUser } from '../users/visibility';
import { summaryColumns } from '../users/summaryColumns';

/** A user of that type others may see (SPEC §4: not deleted, not unapproved), else undefined. */
export async function findVisibleProfileUser(
  db: Db,
  id: number,
  type: TUserType,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, type), isVisibleUser()));
  return row;
}

export type ReviewWithReviewer = {
  review: typeof reviews.$inferSelect;
  reviewer: Pick<UserRow, 'id' | 'type' | 'firstName' | 'lastName' | 'company' | 'imageFile'> | null;
};
export type Ratings = { average: number | null; count: number; latest: ReviewWithReviewer[] };

/** A user's ratings: the average and count of the reviews they received, and the latest few. */
export async function findRatings(db: Db, userId: number): Promise<Ratings> {
  const [totals] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.revieweeId, userId));
  const latest = await db
    .select({
      review: reviews,
      // A reviewer who is no longer shown (deleted, unapproved) is left anonymous.
      reviewer: summaryColumns,
    })
    .from(reviews)
    .leftJoin(users, and(eq(users.id, reviews.reviewerId), isVisibleUser()))
    .where(eq(reviews.revieweeId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PUBLIC_PROFILE_REVIEWS);
  const average = totals?.average === null || totals?.average === undefined ? null : Number(totals.average);
  return {
    average: average === null ? null : Math.round(average * 10) / 10,
    count: totals?.count ?? 0,
    latest,
  };
}

/**
 * Issue 4: a signed-in user looking at someone else's profile counts one view per day (the unique
 * index of profile_views decides, so parallel requests count once).
 */
export async function recordProfileView(db: Db, profileUserId: number, viewerId: number): Promise<void> {
  await db
    .insert(profileViews)
    // UTC days, whatever the session's time zone: the dashboard counts days in UTC (contracts/dashboard.ts).
    .values({ profileUserId, viewerId, viewedOn: sql`(now() at time zone 'UTC')::date` })
    .onConflictDoNothing();
}
