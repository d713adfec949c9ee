import { RECOMMENDATION_FRESH_DAYS } from '@spona/contracts';

/** What a recommendation knows of a creator (SPEC §3 User and its category links). */
export type CreatorFit = {
  categoryIds: number[];
  locationId: number | null;
  city: string | null;
  followers: number;
  engagement: number | null;
  gender: string | null;
  age: number | null;
};

/** What a recommendation knows of an offer: its categories and SPEC §3 targeting. */
export type OfferFit = {
  categoryIds: number[];
  locationId: number | null;
  city: string | null;
  followersFrom: number | null;
  followersTo: number | null;
  engagementFrom: number | null;
  engagementTo: number | null;
  gender: string | null;
  ageFrom: number | null;
  ageTo: number | null;
  createdAt: Date;
};

/** The weights of a fit's parts; together 100. */
export const FIT_WEIGHTS = { categories: 40, country: 15, city: 10, audience: 20, freshness: 15 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const isWithin = (value: number | null, from: number | null, to: number | null) =>
  (from === null || (value !== null && value >= from)) && (to === null || (value !== null && value <= to));

const targetsGender = (gender: string | null) => gender !== null && gender !== 'ANY';
/** A creator who says nothing of their gender is not left out of an offer for one. */
const isKnownGender = (gender: string | null) => gender !== null && gender !== 'NOT_SAYING';

const sameText = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLocaleLowerCase('hr') === b.trim().toLocaleLowerCase('hr');

/**
 * Issue 20 item 4: how well an offer fits a creator, 0..100, or null when it does not fit at all. It
 * does not fit when it targets another country, gender or age, followers or engagement outside its
 * range, or (both having categories) no category of the creator's. Otherwise: the share of the offer's
 * categories the creator has (40), the country (15) and city (10), an audience within a targeted range
 * (20, half when the offer targets none), and freshness falling to nothing over
 * RECOMMENDATION_FRESH_DAYS (15). Pure: the same facts and time give the same score.
 */
export function scoreFit(creator: CreatorFit, offer: OfferFit, now: Date): number | null {
  if (offer.locationId !== null && creator.locationId !== offer.locationId) return null;
  if (targetsGender(offer.gender) && isKnownGender(creator.gender) && creator.gender !== offer.gender)
    return null;
  if (creator.age !== null && !isWithin(creator.age, offer.ageFrom, offer.ageTo)) return null;
  if (!isWithin(creator.followers, offer.followersFrom, offer.followersTo)) return null;
  if (!isWithin(creator.engagement, offer.engagementFrom, offer.engagementTo)) return null;
  const shared = offer.categoryIds.filter((id) => creator.categoryIds.includes(id)).length;
  if (offer.categoryIds.length > 0 && creator.categoryIds.length > 0 && shared === 0) return null;

  const categories = offer.categoryIds.length === 0 ? 0.5 : shared / offer.categoryIds.length;
  const country = creator.locationId !== null && creator.locationId === offer.locationId ? 1 : 0;
  const city = sameText(creator.city, offer.city) ? 1 : 0;
  const targetsAudience =
    offer.followersFrom !== null ||
    offer.followersTo !== null ||
    offer.engagementFrom !== null ||
    offer.engagementTo !== null;
  const audience = targetsAudience ? 1 : 0.5;
  const ageDays = Math.max(0, (now.getTime() - offer.createdAt.getTime()) / DAY_MS);
  const freshness = Math.max(0, 1 - ageDays / RECOMMENDATION_FRESH_DAYS);
  const score =
    FIT_WEIGHTS.categories * categories +
    FIT_WEIGHTS.country * country +
    FIT_WEIGHTS.city * city +
    FIT_WEIGHTS.audience * audience +
    FIT_WEIGHTS.freshness * freshness;
  return Math.round(score * 10) / 10;
}
