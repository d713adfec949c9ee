import { z } from 'zod';
import { AGE_BOUNDS, ENGAGEMENT_BOUNDS, FOLLOWER_BOUNDS, GUIDE_PRICES_EUR } from './constants';
import { LOCATION_IDS, ZGender, ZOfferStatus, ZOfferType, ZUserType } from './enums';
import { ZModerationFlag } from './userRequests';
import { ZCategory } from './reference';
import { zText } from './text';

/**
 * Offers (SPEC §3): an advertiser's ad (ADVERTISER_OFFER) or a creator's service (INFLUENCER_OFFER),
 * and their image gallery. Messages that are catalogue keys are translated by the API.
 */

export const OFFER_NAME_MAX_LENGTH = 150;
export const OFFER_DESCRIPTION_MAX_LENGTH = 5000;
export const OFFER_MAX_CATEGORIES = 10;
export const OFFER_MAX_PRICE_EUR = 1_000_000;
export const OFFER_MAX_INFLUENCERS = 1000;
export const IMAGE_DESCRIPTION_MAX_LENGTH = 500;
export const CITY_MAX_LENGTH = 100;

const ZId = z.number({ error: 'validation.invalidType' }).int().positive();

/** SPEC §3: location ids 1..6; the select's text 'null' means none (SPEC §3 Advertiser data). */
export const ZLocationIdInput = z.preprocess(
  (value) => (value === 'null' || value === '' ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'validation.location' })
    .int('validation.location')
    .refine((id) => (LOCATION_IDS as readonly number[]).includes(id), 'validation.location')
    .nullable(),
);

const bounded = (bounds: { min: number; max: number }, int: boolean) =>
  (int ? z.number().int() : z.number()).min(bounds.min).max(bounds.max).nullable().optional();

/** `from <= to` when both are set, reported on `to`. */
const rangeOk = (from: number | null | undefined, to: number | null | undefined) =>
  from === null || from === undefined || to === null || to === undefined || from <= to;

/** SPEC §3 targeting with the filter bounds of SPEC §3; every field optional. */
export const ZOfferTargeting = z
  .object({
    gender: ZGender.nullable().optional(),
    age_from: bounded(AGE_BOUNDS, true),
    age_to: bounded(AGE_BOUNDS, true),
    location_id: ZLocationIdInput.optional(),
    city: zText({ max: CITY_MAX_LENGTH }).nullable().optional(),
    followers_from: bounded(FOLLOWER_BOUNDS, true),
    followers_to: bounded(FOLLOWER_BOUNDS, true),
    engagement_from: bounded(ENGAGEMENT_BOUNDS, false),
    engagement_to: bounded(ENGAGEMENT_BOUNDS, false),
  })
  .strict()
  .refine((t) => rangeOk(t.age_from, t.age_to), { message: 'validation.range', path: ['age_to'] })
  .refine((t) => rangeOk(t.followers_from, t.followers_to), {
    message: 'validation.range',
    path: ['followers_to'],
  })
  .refine((t) => rangeOk(t.engagement_from, t.engagement_to), {
    message: 'validation.range',
    path: ['engagement_to'],
  });
export type TOfferTargeting = z.infer<typeof ZOfferTargeting>;

/** SPEC §3 compensation: a monetary amount with a show-amount flag, or a giveaway with a description. */
export const ZCompensation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('MONEY'),
    amount: z.number().min(0).max(OFFER_MAX_PRICE_EUR),
    show_amount: z.boolean().default(true),
  }),
  z.object({
    kind: z.literal('GIVEAWAY'),
    description: zText({ max: OFFER_DESCRIPTION_MAX_LENGTH, multiline: true }).min(1),
  }),
]);
export type TCompensation = z.infer<typeof ZCompensation>;

const ZDateTime = z.iso.datetime({ offset: true, error: 'validation.date' });

const ZOfferFields = z.object({
  name: zText({ max: OFFER_NAME_MAX_LENGTH }).min(1),
  description: zText({ max: OFFER_DESCRIPTION_MAX_LENGTH, multiline: true }).nullable().optional(),
  description_en: zText({ max: OFFER_DESCRIPTION_MAX_LENGTH, multiline: true }).nullable().optional(),
  /** SPEC §3 and §4: must match the account type (checked by the API: 422). */
  type: ZOfferType,
  /** EUR; null is 'as agreed' (SPEC §3), and such an offer is not visible to the campaign builder (§5). */
  price: z.number().min(0).max(OFFER_MAX_PRICE_EUR).nullable(),
  categories: z.array(ZId).max(OFFER_MAX_CATEGORIES).default([]),
  targeting: ZOfferTargeting.optional(),
  influencers_needed: z.number().int().min(1).max(OFFER_MAX_INFLUENCERS).default(1),
  compensation: ZCompensation.nullable().optional(),
  status: ZOfferStatus.default('ACTIVE'),
  starts_at: ZDateTime.nullable().optional(),
  ends_at: ZDateTime.nullable().optional(),
});

const periodOk = (v: { starts_at?: string | null; ends_at?: string | null }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.starts_at) <= Date.parse(v.ends_at);

/** SPEC §7 POST offers. */
export const ZOfferCreate = ZOfferFields.strict().refine(periodOk, {
  message: 'validation.period',
  path: ['ends_at'],
});
export type TOfferCreate = z.infer<typeof ZOfferCreate>;

/**
 * SPEC §7 PUT offers/{id}: any of the fields of POST offers; absent ones keep their value, `targeting`
 * replaces the whole targeting when given.
 */
export const ZOfferUpdate = ZOfferFields.partial()
  .extend({
    categories: z.array(ZId).max(OFFER_MAX_CATEGORIES).optional(),
    influencers_needed: z.number().int().min(1).max(OFFER_MAX_INFLUENCERS).optional(),
    status: ZOfferStatus.optional(),
  })
  .strict()
  .refine(periodOk, { message: 'validation.period', path: ['ends_at'] });
export type TOfferUpdate = z.infer<typeof ZOfferUpdate>;

/** SPEC §3 offer category link (POST offers/categories). */
export const ZOfferCategoryLink = z.object({ offer_id: ZId, category_id: ZId });
export type TOfferCategoryLink = z.infer<typeof ZOfferCategoryLink>;

/** DELETE offers/categories/{category_id}?offer_id=: the link is named by both ids. */
export const ZOfferCategoryUnlinkQuery = z.object({ offer_id: z.coerce.number().int().positive() });

/** SPEC §3 image of an offer's gallery. */
export const ZOfferImage = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
});
export type TOfferImage = z.infer<typeof ZOfferImage>;
export const ZOfferImageList = z.array(ZOfferImage);

/** The text fields of POST agencies/offers/images (multipart, beside the file `image`). */
export const ZOfferImageUploadFields = z.object({
  // A form's field is text: a number in it; no field (or an empty one) is a missing one.
  offer_id: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.number().int().positive().max(2_147_483_647),
  ),
  description: zText({ max: IMAGE_DESCRIPTION_MAX_LENGTH, multiline: true }).optional(),
});
export type TOfferImageUploadFields = z.infer<typeof ZOfferImageUploadFields>;

/** PUT agencies/offers/images/{id}. */
export const ZOfferImageDescription = z.object({
  description: zText({ max: IMAGE_DESCRIPTION_MAX_LENGTH, multiline: true }).nullable(),
});
export type TOfferImageDescription = z.infer<typeof ZOfferImageDescription>;

/** PUT agencies/offers/images/order: every image id of the offer, in the new order. */
export const ZOfferImageOrder = z.object({
  offer_id: ZId,
  ids: z.array(ZId).min(1).max(100),
});
export type TOfferImageOrder = z.infer<typeof ZOfferImageOrder>;

/** The few fields of a user shown beside their offers, reviews and messages. */
export const ZUserSummary = z.object({
  id: z.number().int(),
  type: ZUserType,
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  /** `/assets/images/{image_file}`, or null: then `initials_url` (SPEC §7 Assets). */
  image_url: z.string().nullable(),
  initials: z.string(),
  initials_url: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

/** SPEC §3 Offer as the API answers it. */
export const ZOffer = z.object({
  offer_id: z.number().int(),
  type: ZOfferType,
  name: z.string(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  price: z.number().nullable(),
  /** SPEC §5: an offer without a price is not visible to the campaign builder. */
  is_visible_to_campaign_builder: z.boolean(),
  categories: z.array(ZCategory),
  targeting: z.object({
    gender: ZGender.nullable(),
    age_from: z.number().int().nullable(),
    age_to: z.number().int().nullable(),
    location_id: z.number().int().nullable(),
    city: z.string().nullable(),
    followers_from: z.number().int().nullable(),
    followers_to: z.number().int().nullable(),
    engagement_from: z.number().nullable(),
    engagement_to: z.number().nullable(),
  }),
  influencers_needed: z.number().int(),
  compensation: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('MONEY'), amount: z.number().nullable(), show_amount: z.boolean() }),
      z.object({ kind: z.literal('GIVEAWAY'), description: z.string() }),
    ])
    .nullable(),
  status: ZOfferStatus,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  images: ZOfferImageList,
  owner: ZUserSummary,
  featured: z.boolean(),
  /** Whether others can see it now (SPEC §4: active, approved, within its period, owner confirmed). */
  is_visible: z.boolean(),
  /** SPEC §4: only the owner learns that an offer is unapproved, and why. */
  unapproved: z.boolean().optional(),
  unapproved_reason: z.string().nullable().optional(),
  /** Issue 17: the owner's view of the flag (reason, their appeal); in no one else's answer. */
  moderation: ZModerationFlag.optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOffer = z.infer<typeof ZOffer>;
export const ZOfferList = z.array(ZOffer);

/**
 * SPEC §9 guide price in EUR for a creator's service by follower count: 20 under 10k, 50 for 10k to
 * 50k, 85 for 50k to 100k, 270 above.
 */
export function guidePriceFor(followers: number): number {
  return (GUIDE_PRICES_EUR.find((g) => followers < g.followersBelow) ?? GUIDE_PRICES_EUR.at(-1)!).price;
}

/** A row id in a path (`offers/{id}`): a positive 32-bit integer, else 400. */
export const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
