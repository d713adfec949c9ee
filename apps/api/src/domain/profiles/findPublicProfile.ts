import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_PROFILE_REVIEWS, type TResponseStats, type TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { profileViews, reviews, users } from '../../db/schema';
import { countsAsProfileView } from '../../policies/profiles';
import type { UserRow } from '../accounts/tokens';
import { NotFound } from '../errors';
import { findResponseStats } from '../arrangements/responseStats';
import { findVisibleOffersOf, type OfferDetails } from '../offers/findOffers';
import type { CategoryRow } from '../reference/findReferenceData';
import { isVisibleUser } from '../users/visibility';
import { summaryColumns } from '../users/summaryColumns';
import { findInfluencerCategories } from './influencerCategories';
import { findPortfolio, type PortfolioItemWithNetwork } from './portfolio';
import { findSocialAccounts, type SocialAccountWithNetwork } from './socialAccounts';

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

/** What anyone may see on a public profile page (SPEC §2 creator and advertiser pages). */
export type PublicProfile = { user: UserRow; offers: OfferDetails[]; ratings: Ratings };
export type PublicInfluencerProfile = PublicProfile & {
  categories: CategoryRow[];
  socialAccounts: SocialAccountWithNetwork[];
  /** Only the items shown on the profile. */
  portfolio: PortfolioItemWithNetwork[];
  /** Issue 16: response rate and typical response time, or null (too few requests). */
  responseStats: TResponseStats | null;
};

/**
 * The parts of every public profile: the user's visible offers and ratings; a signed-in visitor who is
 * not the owner counts a view (issue 4).
 */
async function viewProfile(db: Db, user: UserRow, viewer: { id: number } | null): Promise<PublicProfile> {
  const [offers, ratings] = await Promise.all([findVisibleOffersOf(db, user.id), findRatings(db, user.id)]);
  if (viewer && countsAsProfileView(viewer, user.id)) await recordProfileView(db, user.id, viewer.id);
  return { user, offers, ratings };
}

/**
 * SPEC §7 GET public/influencers/{id} as `viewer` (null: anonymous) sees it, counting the view. A
 * deleted or unapproved creator, or an id of another account type, is NotFound for everyone (SPEC §4).
 */
export async function viewPublicInfluencer(
  db: Db,
  id: number,
  viewer: { id: number } | null,
): Promise<PublicInfluencerProfile> {
  const user = await findVisibleProfileUser(db, id, 'INFLUENCER');
  if (!user) throw new NotFound();
  const [profile, categories, socialAccounts, portfolio, responseStats] = await Promise.all([
    viewProfile(db, user, viewer),
    findInfluencerCategories(db, user.id),
    findSocialAccounts(db, user.id),
    findPortfolio(db, user.id, { onlyShown: true }),
    findResponseStats(db, [user.id]),
  ]);
  return {
    ...profile,
    categories,
    socialAccounts,
    portfolio,
    responseStats: responseStats.get(user.id) ?? null,
  };
}

/** SPEC §7 GET public/agencies/{id}, like viewPublicInfluencer for an advertiser. */
export async function viewPublicAgency(
  db: Db,
  id: number,
  viewer: { id: number } | null,
): Promise<PublicProfile> {
  const user = await findVisibleProfileUser(db, id, 'ADVERTISER');
  if (!user) throw new NotFound();
  return viewProfile(db, user, viewer);
}
