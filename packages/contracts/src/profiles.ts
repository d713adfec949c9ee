import { z } from 'zod';
import { AGE_BOUNDS, ENGAGEMENT_BOUNDS } from './constants';
import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH } from './accounts';
import { ZGender, ZPortfolioItemType, ZSocialVerification, ZUserType } from './enums';
import { CITY_MAX_LENGTH, ZLocationIdInput, ZOffer, ZUserSummary } from './offers';
import { ZCategory, ZNetwork } from './reference';
import { ZResponseStats } from './responseStats';
import { zText } from './text';

/**
 * Profiles (SPEC §3, §7 Profiles): profile data, categories, social network accounts, portfolio,
 * profile completion (SPEC §9) and the public creator and advertiser pages.
 */

export const PROFILE_TEXT_MAX_LENGTH = 5000;
export const SOCIAL_USERNAME_MAX_LENGTH = 100;
export const SOCIAL_EXTERNAL_ID_MAX_LENGTH = 100;
/** Longest external id the availability check looks up. */
const SOCIAL_LOOKUP_MAX_LENGTH = 200;
export const NETWORK_SLUG_MAX_LENGTH = 50;
export const URL_MAX_LENGTH = 2000;
export const ADVERTISER_NAME_MAX_LENGTH = 150;
/** A flag of a query (`force_refresh=true`): any short value. */
const QUERY_FLAG_MAX_LENGTH = 200;
/** Most followers a social account may claim; far above any account of the region. */
export const SOCIAL_MAX_FOLLOWERS = 1_000_000_000;
/** Latest reviews shown on a public profile. */
export const PUBLIC_PROFILE_REVIEWS = 5;

const ZId = z.number({ error: 'validation.invalidType' }).int().positive();
/** An optional line of text (a city, a company). */
const ZShortText = (max: number) => zText({ max }).nullable().optional();
/** An optional text of several lines (a description). */
const ZLongText = (max: number) => zText({ max, multiline: true }).nullable().optional();
const ZName = zText({ max: NAME_MAX_LENGTH, error: 'validation.fullName' }).min(1, 'validation.fullName');

/** An http(s) URL (SPEC §5 'Link is not in valid format'). */
export const ZHttpUrl = zText({
  max: URL_MAX_LENGTH,
  error: 'validation.url',
  tooLong: 'validation.url',
}).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}, 'validation.url');

const ZProfileFields = {
  first_name: ZName.optional(),
  last_name: ZName.optional(),
  website: z.union([ZHttpUrl, z.literal('').transform(() => null), z.null()]).optional(),
  description: ZLongText(PROFILE_TEXT_MAX_LENGTH),
  description_en: ZLongText(PROFILE_TEXT_MAX_LENGTH),
  city: ZShortText(CITY_MAX_LENGTH),
  location_id: ZLocationIdInput.optional(),
};

const ZPersonFields = {
  gender: ZGender.nullable().optional(),
  age: z.number().int().min(AGE_BOUNDS.min).max(AGE_BOUNDS.max).nullable().optional(),
};

/** SPEC §7 PUT users/{id}: the fields every account has; absent fields keep their value. */
export const ZUserUpdate = z
  .object({ ...ZProfileFields, ...ZPersonFields, company: ZShortText(COMPANY_MAX_LENGTH) })
  .strict();
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

/** SPEC §7 PUT influencers/data/{id}: a creator's data. */
export const ZInfluencerData = z.object({ ...ZProfileFields, ...ZPersonFields }).strict();
export type TInfluencerData = z.infer<typeof ZInfluencerData>;
/** The body as sent: `location_id` may be the select's text ('null', '3'). */
export type TInfluencerDataInput = z.input<typeof ZInfluencerData>;

/** SPEC §7 PUT agencies/data/{id}: an advertiser's data; `location_id` 'null' is stored as null (§3). */
export const ZAgencyData = z.object({ ...ZProfileFields, company: ZShortText(COMPANY_MAX_LENGTH) }).strict();
export type TAgencyData = z.infer<typeof ZAgencyData>;
export type TAgencyDataInput = z.input<typeof ZAgencyData>;

/** SPEC §3 influencer category link (POST influencers/categories). */
export const ZInfluencerCategoryLink = z.object({ user_id: ZId, category_id: ZId });
export type TInfluencerCategoryLink = z.infer<typeof ZInfluencerCategoryLink>;

/** A network named by its slug ('instagram') or its id. */
export const ZNetworkRef = z.union([ZId, zText({ max: NETWORK_SLUG_MAX_LENGTH }).min(1)]);

/** SPEC §7 POST influencers/social (and its alias POST networks). */
export const ZSocialAccountCreate = z
  .object({
    network: ZNetworkRef,
    /** A leading '@' is dropped. */
    username: z
      .string()
      .trim()
      .transform((v) => v.replace(/^@/, ''))
      .pipe(zText({ max: SOCIAL_USERNAME_MAX_LENGTH }).min(1)),
    external_id: z
      .union([zText({ max: SOCIAL_EXTERNAL_ID_MAX_LENGTH }), z.number().int().nonnegative()])
      .transform((v) => (v === '' ? null : String(v)))
      .nullable()
      .optional(),
    followers: z.number().int().min(0).max(SOCIAL_MAX_FOLLOWERS),
    engagement_rate: z.number().min(ENGAGEMENT_BOUNDS.min).max(ENGAGEMENT_BOUNDS.max).nullable().optional(),
  })
  .strict();
export type TSocialAccountCreate = z.input<typeof ZSocialAccountCreate>;

/** SPEC §3 social network account with its verification state (SPEC §4). */
export const ZSocialAccount = z.object({
  id: z.number().int(),
  network: ZNetwork,
  username: z.string(),
  external_id: z.string().nullable(),
  followers: z.number().int(),
  engagement_rate: z.number().nullable(),
  verification: ZSocialVerification,
  /** Owner only: the code to show on the network while verification is in progress. */
  verification_code: z.string().nullable().optional(),
  /** Issue 17, owner only: staff's reason when they rejected the last verification. */
  rejected_reason: z.string().nullable().optional(),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;
export const ZSocialAccountList = z.array(ZSocialAccount);

/** GET register/available/social/{network}?external_id=: is this network account still free? */
export const ZSocialAvailabilityParams = z.object({ network: zText({ max: NETWORK_SLUG_MAX_LENGTH }) });
export const ZSocialAvailabilityQuery = z.object({
  external_id: zText({ max: SOCIAL_LOOKUP_MAX_LENGTH }).min(1),
});

/** GET influencers/social/{id}/verify/{method}: how the owner proves the account is theirs. */
export const ZVerificationMethod = zText({ max: 32 }).regex(/^[A-Za-z0-9_-]{1,32}$/);

/** SPEC §3 portfolio item (POST influencers/portfolio). */
export const ZPortfolioItemCreate = z
  .object({
    advertiser_name: zText({ max: ADVERTISER_NAME_MAX_LENGTH }).min(1),
    type: ZPortfolioItemType,
    /** Required for SOCIAL_POST. */
    network: ZNetworkRef.nullable().optional(),
    /** Required except for IMAGE; a SOCIAL_POST link must be a post URL of its network (SPEC §5). */
    link: ZHttpUrl.nullable().optional(),
    description: ZLongText(PROFILE_TEXT_MAX_LENGTH),
    show_on_profile: z.boolean().default(true),
  })
  .strict();
export type TPortfolioItemCreate = z.input<typeof ZPortfolioItemCreate>;

/** PUT influencers/portfolio/{id}: any of the fields; the result is checked as a whole. */
export const ZPortfolioItemUpdate = ZPortfolioItemCreate.partial()
  .extend({ show_on_profile: z.boolean().optional() })
  .strict();
export type TPortfolioItemUpdate = z.input<typeof ZPortfolioItemUpdate>;

/**
 * Issue 18: what a portfolio link's page says of itself (Open Graph), read by the server through the
 * SSRF-safe fetch; `image_url` is our own stored copy of its picture. Null while unread or unreadable.
 */
export const ZLinkPreview = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type TLinkPreview = z.infer<typeof ZLinkPreview>;

export const ZPortfolioItem = z.object({
  id: z.number().int(),
  advertiser_name: z.string(),
  type: ZPortfolioItemType,
  network: ZNetwork.nullable(),
  link: z.string().nullable(),
  description: z.string().nullable(),
  show_on_profile: z.boolean(),
  /** Issue 18: an IMAGE item's picture (POST influencers/portfolio/{id}/image), or null. */
  image_url: z.string().nullable(),
  /** Issue 18: the link's preview, or null (no link, not read yet, or nothing readable). */
  preview: ZLinkPreview.nullable(),
  created_at: z.string(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;
export const ZPortfolioItemList = z.array(ZPortfolioItem);

/** The steps of SPEC §9 profile completion. */
export const PROFILE_STRENGTH_STEPS = ['photo', 'category', 'network', 'offer'] as const;
export const ZProfileStrengthStep = z.enum(PROFILE_STRENGTH_STEPS);
export type TProfileStrengthStep = z.infer<typeof ZProfileStrengthStep>;

/**
 * SPEC §9 GET dashboard/profile-strength: a creator needs a photo, a category, a network and a service;
 * an advertiser (who has no categories or networks) a photo and an offer.
 */
export const ZProfileStrength = z.object({
  percent: z.number().int().min(0).max(100),
  is_complete: z.boolean(),
  steps: z.array(z.object({ step: ZProfileStrengthStep, done: z.boolean() })),
  missing: z.array(ZProfileStrengthStep),
});
export type TProfileStrength = z.infer<typeof ZProfileStrength>;

/** A photo upload's answer (POST and DELETE users/{id}/image). */
export const ZProfileImage = z.object({
  image_file: z.string().nullable(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type TProfileImage = z.infer<typeof ZProfileImage>;

/** Issue 18: a cover upload's answer (POST and DELETE users/{id}/cover), the photo's sibling. */
export const ZProfileCover = z.object({
  cover_file: z.string().nullable(),
  cover_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type TProfileCover = z.infer<typeof ZProfileCover>;

/** SPEC §3 Review as shown on a profile. */
export const ZPublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewer: ZUserSummary.nullable(),
  created_at: z.string(),
});

export const ZRatings = z.object({
  /** Average of 1..5, one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(ZPublicReview),
});
export type TRatings = z.infer<typeof ZRatings>;

const ZPublicProfileBase = z.object({
  id: z.number().int(),
  type: ZUserType,
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  city: z.string().nullable(),
  location_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
  initials: z.string(),
  initials_url: z.string(),
  /** Issue 18: the cover banner (POST users/{id}/cover), or null. */
  cover_url: z.string().nullable(),
  featured: z.boolean(),
  /** Services of a creator, ads of an advertiser: only those others may see (SPEC §4). */
  offers: z.array(ZOffer),
  ratings: ZRatings,
  /** True when the signed-in viewer is this user ('view as other' still shows only public data). */
  is_own_profile: z.boolean(),
  created_at: z.string(),
});

/** SPEC §7 GET public/influencers/{id}: a creator's public page. */
export const ZPublicInfluencer = ZPublicProfileBase.extend({
  gender: ZGender.nullable(),
  age: z.number().int().nullable(),
  categories: z.array(ZCategory),
  followers_count: z.number().int(),
  engagement_rate: z.number().nullable(),
  social_accounts: ZSocialAccountList,
  /** Items with show_on_profile only. */
  portfolio: ZPortfolioItemList,
  /** Issue 16: response rate and typical response time; null below RESPONSE_STATS_MIN_REQUESTS requests. */
  response_stats: ZResponseStats.nullable(),
});
export type TPublicInfluencer = z.infer<typeof ZPublicInfluencer>;

/** SPEC §7 GET public/agencies/{id}: an advertiser's public page. */
export const ZPublicAgency = ZPublicProfileBase;
export type TPublicAgency = z.infer<typeof ZPublicAgency>;

/** GET public/influencers/{id} and public/agencies/{id}: force_refresh is accepted and ignored. */
export const ZPublicProfileQuery = z.object({
  force_refresh: zText({ max: QUERY_FLAG_MAX_LENGTH }).optional(),
});

/** Paths of the profile calls under the API base path (SPEC §7 Profiles). */
export const PROFILE_PATHS = {
  influencerData: 'influencers/data',
  agencyData: 'agencies/data',
  user: 'users',
  influencerCategories: 'influencers/categories',
  social: 'influencers/social',
  networks: 'networks',
  portfolio: 'influencers/portfolio',
  profileStrength: 'dashboard/profile-strength',
  publicInfluencer: 'public/influencers',
  publicAgency: 'public/agencies',
  offers: 'offers',
  offerCategories: 'offers/categories',
  offerImages: 'agencies/offers/images',
  /** Issue 17: the owner's appeal of a flag on their account or offer. */
  appeals: 'appeals',
} as const;
