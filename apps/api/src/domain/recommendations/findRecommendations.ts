import { and, desc, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { RECOMMENDATION_CANDIDATES } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, influencerCategories, offerCategories, offers, users } from '../../db/schema';
import { isVisibleOffer } from '../offers/visibility';
import { isVisibleUser } from '../users/visibility';
import { scoreFit, type CreatorFit, type OfferFit } from './scoreFit';

/** Most of an advertiser's active offers creators are recommended for. */
const ADVERTISER_OFFERS_SCORED = 20;

export type OfferRecommendation = { offerId: number; score: number };
export type CreatorRecommendation = { creatorId: number; offerId: number; score: number };

type UserFacts = Pick<
  typeof users.$inferSelect,
  'id' | 'locationId' | 'city' | 'followersCount' | 'engagementRate' | 'gender' | 'age'
>;

const creatorFitOf = (user: UserFacts, categoryIds: number[]): CreatorFit => ({
  categoryIds,
  locationId: user.locationId,
  city: user.city,
  followers: user.followersCount,
  engagement: user.engagementRate,
  gender: user.gender,
  age: user.age,
});

const offerFitOf = (offer: typeof offers.$inferSelect, categoryIds: number[]): OfferFit => ({
  categoryIds,
  locationId: offer.locationId,
  city: offer.city,
  followersFrom: offer.followersFrom,
  followersTo: offer.followersTo,
  engagementFrom: offer.engagementFrom,
  engagementTo: offer.engagementTo,
  gender: offer.gender,
  ageFrom: offer.ageFrom,
  ageTo: offer.ageTo,
  createdAt: offer.createdAt,
});

/** Category ids by owner, from a link table's rows. */
function groupIds(rows: { ownerId: number; categoryId: number }[]): Map<number, number[]> {
  const byOwner = new Map<number, number[]>();
  for (const { ownerId, categoryId } of rows)
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), categoryId]);
  return byOwner;
}

async function creatorCategoriesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ ownerId: influencerCategories.userId, categoryId: influencerCategories.categoryId })
    .from(influencerCategories)
    .where(inArray(influencerCategories.userId, ids));
  return groupIds(rows);
}

async function offerCategoriesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ ownerId: offerCategories.offerId, categoryId: offerCategories.categoryId })
    .from(offerCategories)
    .where(inArray(offerCategories.offerId, ids));
  return groupIds(rows);
}

/**
 * Issue 20 item 4, for a creator: advertisers' offers others may see (SPEC §4) that fit them
 * (scoreFit), best first, at most `limit`; their own and those they already requested left out. The
 * RECOMMENDATION_CANDIDATES newest offers of their country (or of none) are scored.
 */
export async function recommendOffers(
  db: Db,
  creator: UserFacts,
  now: Date,
  limit: number,
): Promise<OfferRecommendation[]> {
  const candidates = await db
    .select()
    .from(offers)
    .where(
      and(
        isVisibleOffer(),
        eq(offers.type, 'ADVERTISER_OFFER'),
        ne(offers.userId, creator.id),
        creator.locationId === null
          ? isNull(offers.locationId)
          : or(isNull(offers.locationId), eq(offers.locationId, creator.locationId)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(arrangements)
            .where(and(eq(arrangements.offerId, offers.id), eq(arrangements.requesterId, creator.id))),
        ),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(RECOMMENDATION_CANDIDATES);
  const [creatorCategories, categoriesByOffer] = await Promise.all([
    creatorCategoriesOf(db, [creator.id]),
    offerCategoriesOf(
      db,
      candidates.map((o) => o.id),
    ),
  ]);
  const fit = creatorFitOf(creator, creatorCategories.get(creator.id) ?? []);
  return candidates
    .flatMap((offer) => {
      const score = scoreFit(fit, offerFitOf(offer, categoriesByOffer.get(offer.id) ?? []), now);
      return score === null ? [] : [{ offerId: offer.id, score, createdAt: offer.createdAt }];
    })
    .sort(
      (a, b) => b.score - a.score || b.createdAt.getTime() - a.createdAt.getTime() || b.offerId - a.offerId,
    )
    .slice(0, limit)
    .map(({ offerId, score }) => ({ offerId, score }));
}

/**
 * Issue 20 item 4, for an advertiser: creators others may see, with a confirmed email, who fit one of
 * the advertiser's offers others may see (each creator with the offer they fit best), best first, at
 * most `limit`; creators who already requested that offer left out. The RECOMMENDATION_CANDIDATES
 * creators of the highest search rank among those with a category of the offers are scored.
 */
export async function recommendCreators(
  db: Db,
  advertiserId: number,
  now: Date,
  limit: number,
): Promise<CreatorRecommendation[]> {
  const ownOffers = await db
    .select()
    .from(offers)
    .where(and(eq(offers.userId, advertiserId), eq(offers.type, 'ADVERTISER_OFFER'), isVisibleOffer()))
    .orderBy(desc(offers.createdAt))
    .limit(ADVERTISER_OFFERS_SCORED);
  if (ownOffers.length === 0) return [];
  const categoriesByOffer = await offerCategoriesOf(
    db,
    ownOffers.map((o) => o.id),
  );
  const wanted = [...new Set([...categoriesByOffer.values()].flat())];
  const candidates = await db
    .select({
      id: users.id,
      locationId: users.locationId,
      city: users.city,
      followersCount: users.followersCount,
      engagementRate: users.engagementRate,
      gender: users.gender,
      age: users.age,
    })
    .from(users)
    .where(
      and(
        eq(users.type, 'INFLUENCER'),
        isVisibleUser(),
        isNotNull(users.emailVerifiedAt),
        wanted.length === 0
          ? undefined
          : inArray(
              users.id,
              db
                .select({ id: influencerCategories.userId })
                .from(influencerCategories)
                .where(inArray(influencerCategories.categoryId, wanted)),
            ),
      ),
    )
    .orderBy(desc(users.searchRankBase), desc(users.id))
    .limit(RECOMMENDATION_CANDIDATES);
  if (candidates.length === 0) return [];
  const [categoriesByCreator, requested] = await Promise.all([
    creatorCategoriesOf(
      db,
      candidates.map((c) => c.id),
    ),
    db
      .select({ offerId: arrangements.offerId, creatorId: arrangements.requesterId })
      .from(arrangements)
      .where(
        inArray(
          arrangements.offerId,
          ownOffers.map((o) => o.id),
        ),
      ),
  ]);
  const taken = new Set(requested.map((r) => `${r.offerId}:${r.creatorId}`));
  const best: CreatorRecommendation[] = [];
  for (const creator of candidates) {
    const fit = creatorFitOf(creator, categoriesByCreator.get(creator.id) ?? []);
    let top: CreatorRecommendation | undefined;
    for (const offer of ownOffers) {
      if (taken.has(`${offer.id}:${creator.id}`)) continue;
      const score = scoreFit(fit, offerFitOf(offer, categoriesByOffer.get(offer.id) ?? []), now);
      if (score !== null && (top === undefined || score > top.score)) {
        top = { creatorId: creator.id, offerId: offer.id, score };
      }
    }
    if (top) best.push(top);
  }
  return best.sort((a, b) => b.score - a.score || a.creatorId - b.creatorId).slice(0, limit);
}
