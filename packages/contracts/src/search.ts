import { z } from 'zod';
import {
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  SEARCH_DEFAULT_SKIP,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
} from './constants';
import { LOCATION_IDS, OFFER_TYPES } from './enums';
import { ZOffer } from './offers';
import { ZCategory } from './reference';
import { ZResponseStats } from './responseStats';
import { zText } from './text';

/**
 * Search and discovery (SPEC §3 search filters and bounds, §7 search and public calls, §9 page sizes and
 * sorts). Query values arrive as strings; every parameter is optional and an empty one counts as absent
 * (SPEC §7: 'empty parameters omitted'). Messages are catalogue keys of the API's `search` namespace.
 *
 * Paging: `skip` >= 0 (negative: 400) and at most SEARCH_MAX_SKIP; `limit` 1..SEARCH_MAX_LIMIT, larger
 * ones are clamped to the maximum, 0 counts as absent (SPEC §7: the client sends skip and limit only
 * when positive) and gives SEARCH_PAGE_SIZE; negative: 400. An unknown sort or order: 400.
 */

/** Longest text a search takes; longer input answers 400 rather than being cut silently. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Deepest offset a search serves (1000 pages of SPEC §9's default size). */
export const SEARCH_MAX_SKIP = 10_000;
/**
 * Searches count their matches up to this many: `total` is the number of matches, or the cap when there
 * are at least as many (the web shows 'More than 1,000 results'), and paging goes on while pages are
 * full (down to SEARCH_MAX_SKIP). Counting further would cost more than the page itself: a common word
 * matches a tenth of all creators, whom a search then need not read one by one (docs/search-rank.md).
 */
export const SEARCH_TOTAL_CAP = 1_000;
/** Most categories one search filters by. */
export const SEARCH_MAX_CATEGORIES = 20;
/** How many creators and offers GET public/featured and GET public/top answer. */
export const PUBLIC_FEATURED_LIMIT = 10;
export const PUBLIC_TOP_LIMIT = 10;

/** SPEC §9 sorts: creators by search rank, followers, engagement; offers by date, price. */
export const CREATOR_SORTS = ['rank', 'followers', 'engagement'] as const;
/** Offers sort by date or price (SPEC §9); `rank` (text relevance) is the default when text is given. */
export const OFFER_SORTS = ['rank', 'date', 'price'] as const;
export const AGENCY_SORTS = ['rank', 'date', 'name'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** '' and whitespace-only values count as absent; a repeated parameter keeps its first value. */
const blankToUndefined = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const ZWholeNumber = (message: string) =>
  z.coerce.number({ error: message }).int(message).max(Number.MAX_SAFE_INTEGER, message);

const ZText = optional(zText({ max: SEARCH_TEXT_MAX_LENGTH, tooLong: 'search.textTooLong' }));

const ZSkip = optional(
  ZWholeNumber('search.skip').min(0, 'search.skip').max(SEARCH_MAX_SKIP, 'search.skipTooDeep'),
).transform((skip) => skip ?? SEARCH_DEFAULT_SKIP);

const ZLimit = optional(ZWholeNumber('search.limit').min(0, 'search.limit')).transform((limit) =>
  limit === undefined || limit === 0 ? SEARCH_PAGE_SIZE : Math.min(limit, SEARCH_MAX_LIMIT),
);

/** `categories=1,2` or `categories=1&categories=2` (or both): distinct positive ids. */
const ZCategoryIds = z
  .preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value])
        .filter((v) => v !== undefined)
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      return parts.length === 0 ? undefined : parts;
    },
    z
      .array(z.string().regex(/^[1-9][0-9]{0,8}$/, 'search.categories'), { error: 'search.categories' })
      .max(SEARCH_MAX_CATEGORIES, 'search.tooManyCategories')
      .optional(),
  )
  .transform((ids) => (ids ? [...new Set(ids.map(Number))] : undefined));

const ZLocationId = optional(
  z.coerce
    .number({ error: 'validation.location' })
    .int('validation.location')
    .refine((id) => (LOCATION_IDS as readonly number[]).includes(id), 'validation.location'),
);

const ZFeatured = optional(z.enum(['true', 'false', '1', '0'], { error: 'search.featured' })).transform(
  (value) => (value === undefined ? undefined : value === 'true' || value === '1'),
);

export type TRange = { min?: number; max?: number };

/**
 * A range filter within SPEC §3 bounds: `min-max`, `min-` or `min` (at least), `-max` (at most); a
 * comma works as the separator too (`min,max`).
 * Decimals are allowed for engagement only.
 */
const ZRange = (bounds: { min: number; max: number }, message: string, decimals: boolean) => {
  const num = decimals ? '[0-9]+(?:\\.[0-9]+)?' : '[0-9]+';
  const pattern = new RegExp(`^(${num})?(?:\\s*([-,])\\s*(${num})?)?$`);
  return optional(z.string({ error: message }))
    .transform((value, ctx): TRange | undefined => {
      if (value === undefined) return undefined;
      const match = pattern.exec(value.trim());
      const min = match?.[1] === undefined ? undefined : Number(match[1]);
      const max = match?.[3] === undefined ? undefined : Number(match[3]);
      const inBounds = (n: number | undefined) => n === undefined || (n >= bounds.min && n <= bounds.max);
      if (!match || (min === undefined && max === undefined) || !inBounds(min) || !inBounds(max)) {
        ctx.addIssue({ code: 'custom', message, params: bounds });
        return z.NEVER;
      }
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', message: 'validation.range' });
        return z.NEVER;
      }
      return { min, max };
    })
    .optional();
};

/**
 * Other names API clients use for the same sorts (the column names of the answer, 'relevance'), and
 * any letter case: all mean one of the sorts above.
 */
const SORT_ALIASES: Record<string, string> = {
  search_rank: 'rank',
  relevance: 'rank',
  followers_count: 'followers',
  engagement_rate: 'engagement',
  created_at: 'date',
  newest: 'date',
};

const toCanonicalSort = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const name = value.trim().toLowerCase();
  return SORT_ALIASES[name] ?? name;
};

const ZSort = <T extends readonly [string, ...string[]]>(sorts: T) =>
  z.preprocess(
    (value) => toCanonicalSort(blankToUndefined(value)),
    z.enum(sorts, { error: 'search.sort' }).optional(),
  );

const ZOrder = z.preprocess(
  (value) => {
    const order = blankToUndefined(value);
    return typeof order === 'string' ? order.trim().toLowerCase() : order;
  },
  z.enum(SORT_ORDERS, { error: 'search.order' }).optional(),
);

const paging = { skip: ZSkip, limit: ZLimit };

/** SPEC §3 creator filters and SPEC §7 GET search/influencers. */
export const ZCreatorSearchQuery = z.object({
  text: ZText,
  categories: ZCategoryIds,
  location_id: ZLocationId,
  /** Total followers over the creator's networks, within SPEC §3 bounds 0..300000. */
  followers: ZRange(FOLLOWER_BOUNDS, 'search.followers', false),
  /** Engagement rate in percent, within SPEC §3 bounds 0..100 (issue 5: the web filters by it too). */
  engagement: ZRange(ENGAGEMENT_BOUNDS, 'search.engagement', true),
  featured: ZFeatured,
  sort: ZSort(CREATOR_SORTS),
  order: ZOrder,
  ...paging,
});
export type TCreatorSearchQuery = z.infer<typeof ZCreatorSearchQuery>;

/** SPEC §3 offer filters and SPEC §7 GET search/offers. */
export const ZOfferSearchQuery = z.object({
  text: ZText,
  type: optional(z.enum(OFFER_TYPES, { error: 'search.type' })),
  categories: ZCategoryIds,
  location_id: ZLocationId,
  featured: ZFeatured,
  sort: ZSort(OFFER_SORTS),
  order: ZOrder,
  ...paging,
});
export type TOfferSearchQuery = z.infer<typeof ZOfferSearchQuery>;

/** SPEC §3 agency filters and SPEC §7 GET public/agencies. */
export const ZAgencySearchQuery = z.object({
  text: ZText,
  featured: ZFeatured,
  sort: ZSort(AGENCY_SORTS),
  order: ZOrder,
  ...paging,
});
export type TAgencySearchQuery = z.infer<typeof ZAgencySearchQuery>;

const ZCardBase = {
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** `/assets/images/{image_file}`, or null: then `initials_url` (SPEC §7 Assets). */
  image_url: z.string().nullable(),
  initials: z.string(),
  initials_url: z.string(),
  /** Issue 18: the profile's cover banner (`/assets/images/{cover_file}`), or null. */
  cover_url: z.string().nullable(),
  city: z.string().nullable(),
  location_id: z.number().int().nullable(),
  featured: z.boolean(),
  /** Average of the reviews received (one decimal) and how many there are. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
};

/** One of a creator's social accounts as a card shows it: the network, its followers, verified or not. */
export const ZCardNetwork = z.object({
  slug: z.string(),
  name: z.string(),
  followers: z.number().int(),
  verified: z.boolean(),
});
export type TCardNetwork = z.infer<typeof ZCardNetwork>;

/**
 * A creator in a result list: what a search card shows. No username or email (a username signs in;
 * the public profile does not show it either).
 */
export const ZCreatorCard = z.object({
  ...ZCardBase,
  categories: z.array(ZCategory),
  followers_count: z.number().int(),
  /** Followers of the creator's verified social accounts only. */
  verified_followers: z.number().int(),
  engagement_rate: z.number().nullable(),
  /** Issue 16: response rate and typical response time; null below RESPONSE_STATS_MIN_REQUESTS requests. */
  response_stats: ZResponseStats.nullable(),
  /** Issue 18: the creator's networks with their followers, most followed first (the card's icons). */
  networks: z.array(ZCardNetwork),
  /** Issue 18: 'from X €', the lowest price of the creator's services others may see; null: none priced. */
  price_from: z.number().nullable(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

/** An advertiser in a result list. */
export const ZAgencyCard = z.object({ ...ZCardBase, company: z.string().nullable() });
export type TAgencyCard = z.infer<typeof ZAgencyCard>;

/**
 * List answers of the search calls: one page and the number of all matches (SPEC §7), see
 * SEARCH_TOTAL_CAP. `corrected_text` is there when the text found nothing as typed and the answer is
 * for its spelling corrected ('zagrb' -> 'zagreb'), so the client can say so.
 */
const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), corrected_text: z.string().optional() });

export const ZCreatorSearchResult = ZPage(ZCreatorCard);
export type TCreatorSearchResult = z.infer<typeof ZCreatorSearchResult>;
export const ZOfferSearchResult = ZPage(ZOffer);
export type TOfferSearchResult = z.infer<typeof ZOfferSearchResult>;
export const ZAgencySearchResult = ZPage(ZAgencyCard);
export type TAgencySearchResult = z.infer<typeof ZAgencySearchResult>;

/** SPEC §7 GET public/featured: featured creators and offers, best first. */
export const ZFeaturedResult = z.object({ creators: z.array(ZCreatorCard), offers: z.array(ZOffer) });
export type TFeaturedResult = z.infer<typeof ZFeaturedResult>;

/** SPEC §7 GET public/top: the creators with the highest search rank. */
export const ZTopResult = z.object({ data: z.array(ZCreatorCard) });
export type TTopResult = z.infer<typeof ZTopResult>;
