import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import {
  DIGEST_INTERVAL_HOURS,
  DIGEST_MAX_ITEMS,
  DIGEST_MAX_RECOMMENDATIONS,
  COLLABORATION_REMINDER_HOURS,
  RECOMMENDATIONS_LIMIT,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import {
  arrangementDeliveries,
  arrangements,
  offers,
  savedSearches,
  userDigests,
  users,
} from '../../db/schema';
import { recommendCreators, recommendOffers } from '../recommendations/findRecommendations';
import { findSavedSearchMatches } from './findSavedSearchMatches';
import { newUnsubscribeToken, type SavedSearchRow } from './manageSavedSearches';

const HOUR_MS = 60 * 60 * 1000;

export type DigestUser = typeof users.$inferSelect;

/** One saved search's part of a digest: its new matches (offer or creator ids), newest first. */
export type DigestSearch = { search: SavedSearchRow; ids: number[]; newestAt: Date };

/** What one user's digest tells, and what is marked told once it went out. */
export type Digest = {
  user: DigestUser;
  mailOff: boolean;
  unsubscribeToken: string;
  /** The recommendations earlier digests told of. */
  toldKeys: string[];
  searches: DigestSearch[];
  /** Offer ids for a creator, creator ids for an advertiser; only with the recommendation preference. */
  recommendedOffers: number[];
  recommendedCreators: number[];
  /** Only with the reminder preference. */
  reminders: { expiringRequests: number; pendingDeliveries: number };
};

/** How many things a digest tells; none: it is not sent. */
export const digestSize = (d: Digest) =>
  d.searches.reduce((sum, s) => sum + s.ids.length, 0) +
  d.recommendedOffers.length +
  d.recommendedCreators.length +
  d.reminders.expiringRequests +
  d.reminders.pendingDeliveries;

/**
 * Issue 20: claims the users whose digest is due (not looked at for DIGEST_INTERVAL_HOURS, so at most
 * one a day), at most `batch`, marking them looked at now. First gives every user without a digest
 * row one (with its unsubscribe token). Safe with several processes: the conditional UPDATE …
 * RETURNING claims each user once.
 */
export async function claimDueDigests(db: Db, now: Date, batch: number): Promise<number[]> {
  const missing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userDigests)
            .where(eq(userDigests.userId, users.id)),
        ),
      ),
    )
    .limit(batch);
  if (missing.length > 0) {
    await db
      .insert(userDigests)
      .values(missing.map(({ id }) => ({ userId: id, unsubscribeToken: newUnsubscribeToken() })))
      .onConflictDoNothing();
  }
  const dueBefore = new Date(now.getTime() - DIGEST_INTERVAL_HOURS * HOUR_MS);
  const due = or(isNull(userDigests.checkedAt), lte(userDigests.checkedAt, dueBefore));
  const candidates = db
    .select({ id: userDigests.userId })
    .from(userDigests)
    .innerJoin(users, eq(users.id, userDigests.userId))
    .where(and(due, isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)))
    .limit(batch);
  const claimed = await db
    .update(userDigests)
    .set({ checkedAt: now })
    .where(and(inArray(userDigests.userId, candidates), due))
    .returning({ userId: userDigests.userId });
  return claimed.map((c) => c.userId);
}

/** Issue 20: the reminders of a user: requests to them expiring within a day, deliveries they approve. */
async function countReminders(db: Db, userId: number, now: Date) {
  const horizon = new Date(now.getTime() + COLLABORATION_REMINDER_HOURS * HOUR_MS);
  const [expiring] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(arrangements)
    .where(
      and(
        eq(arrangements.receiverId, userId),
        eq(arrangements.status, 'REQUESTED'),
        gt(arrangements.expiresAt, now),
        lte(arrangements.expiresAt, horizon),
      ),
    );
  const [pending] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(arrangementDeliveries)
    .innerJoin(arrangements, eq(arrangements.id, arrangementDeliveries.arrangementId))
    .where(
      and(
        eq(arrangementDeliveries.status, 'PENDING'),
        or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId)),
        or(isNull(arrangementDeliveries.senderId), ne(arrangementDeliveries.senderId, userId)),
      ),
    );
  return { expiringRequests: Number(expiring?.n ?? 0), pendingDeliveries: Number(pending?.n ?? 0) };
}

/**
 * Issue 20: what a user's digest tells now: the new matches of each saved search with alerts on
 * (made after what the last digest told of), recommendations not told before (with the preference
 * on), reminders (with that preference on). Undefined for a user who is gone.
 */
export async function composeDigest(db: Db, userId: number, now: Date): Promise<Digest | undefined> {
  const [row] = await db
    .select({ user: users, digest: userDigests })
    .from(users)
    .innerJoin(userDigests, eq(userDigests.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return undefined;
  const { user, digest } = row;
  const searches = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.ownerId, userId), eq(savedSearches.alerts, true)));
  const parts: DigestSearch[] = [];
  for (const search of searches) {
    const matches = await findSavedSearchMatches(db, search, search.notifiedAt, DIGEST_MAX_ITEMS);
    if (matches.newestAt) parts.push({ search, ids: matches.ids, newestAt: matches.newestAt });
  }
  const told = new Set(digest.recommendedKeys);
  let recommendedOffers: number[] = [];
  let recommendedCreators: number[] = [];
  if (user.notifyRecommendations) {
    if (user.type === 'INFLUENCER') {
      recommendedOffers = (await recommendOffers(db, user, now, RECOMMENDATIONS_LIMIT))
        .map((r) => r.offerId)
        .filter((id) => !told.has(`offer:${id}`))
        .slice(0, DIGEST_MAX_RECOMMENDATIONS);
    } else {
      recommendedCreators = (await recommendCreators(db, user.id, now, RECOMMENDATIONS_LIMIT))
        .map((r) => r.creatorId)
        .filter((id) => !told.has(`creator:${id}`))
        .slice(0, DIGEST_MAX_RECOMMENDATIONS);
    }
  }
  const reminders = user.notifyReminders
    ? await countReminders(db, userId, now)
    : { expiringRequests: 0, pendingDeliveries: 0 };
  return {
    user,
    mailOff: digest.mailOff,
    unsubscribeToken: digest.unsubscribeToken,
    toldKeys: digest.recommendedKeys,
    searches: parts,
    recommendedOffers,
    recommendedCreators,
    reminders,
  };
}

/** Most recommendations a digest row remembers having told of. */
const TOLD_RECOMMENDATIONS_KEPT = 200;

/**
 * Issue 20: the digest went out: each saved search's matches up to the newest told of are no longer
 * new, the recommendations told of are not told again, and the digest's sending time is kept.
 */
export async function markDigestSent(db: Db, digest: Digest, now: Date): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    for (const { search, newestAt } of digest.searches) {
      await tx.update(savedSearches).set({ notifiedAt: newestAt }).where(eq(savedSearches.id, search.id));
    }
    const keys = [
      ...digest.recommendedOffers.map((id) => `offer:${id}`),
      ...digest.recommendedCreators.map((id) => `creator:${id}`),
    ];
    await tx
      .update(userDigests)
      .set({
        sentAt: now,
        recommendedKeys: [...digest.toldKeys, ...keys].slice(-TOLD_RECOMMENDATIONS_KEPT),
      })
      .where(eq(userDigests.userId, digest.user.id));
  });
}

/** The names a digest lists: each offer's name, each creator's first and last name. */
export async function findDigestLabels(db: Db, digest: Digest) {
  const offerIds = [
    ...digest.searches.filter((s) => s.search.kind === 'offers').flatMap((s) => s.ids),
    ...digest.recommendedOffers,
  ];
  const creatorIds = [
    ...digest.searches.filter((s) => s.search.kind === 'creators').flatMap((s) => s.ids),
    ...digest.recommendedCreators,
  ];
  const [offerRows, creatorRows] = await Promise.all([
    offerIds.length === 0
      ? []
      : db.select({ id: offers.id, name: offers.name }).from(offers).where(inArray(offers.id, offerIds)),
    creatorIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(inArray(users.id, creatorIds)),
  ]);
  return {
    offers: new Map(offerRows.map((r) => [r.id, r.name])),
    creators: new Map(creatorRows.map((r) => [r.id, r.name])),
  };
}
