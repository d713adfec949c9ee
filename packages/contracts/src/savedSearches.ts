import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './constants';
import { ZOffer } from './offers';
import {
  ZCreatorCard,
  ZCreatorSearchQuery,
  ZOfferSearchQuery,
  SEARCH_TEXT_MAX_LENGTH,
  type TCreatorSearchQuery,
  type TOfferSearchQuery,
} from './search';
import { zText } from './text';

/**
 * Issue 20 item 3, saved searches with alerts: a search of creators or offers kept with its filters,
 * in the search's own query shape (what GET search/influencers or search/offers takes), so its matches
 * are what the search page shows. New matches go out in the daily digest. Item 4, recommendations.
 * Messages of input schemas are catalogue keys of the API's `savedSearches` and `search` namespaces.
 */

export const SAVED_SEARCH_KINDS = ['creators', 'offers'] as const;
export const ZSavedSearchKind = z.enum(SAVED_SEARCH_KINDS, { error: 'savedSearches.kind' });
export type TSavedSearchKind = z.infer<typeof ZSavedSearchKind>;

/**
 * One value of a query string: a text, a number, a yes/no, or a repeated parameter. Every text, in a
 * list too, is a single line of at most a search text's length: what is stored is checked whole (the
 * search's own schema reads only the first of a repeated parameter).
 */
const ZFilterText = zText({ max: SEARCH_TEXT_MAX_LENGTH });
const ZFilterValue = z.union([
  ZFilterText,
  z.number(),
  z.boolean(),
  z.array(z.union([ZFilterText, z.number()])).max(50),
]);
export const ZSavedSearchFilters = z.record(z.string().max(40), ZFilterValue);
export type TSavedSearchFilters = z.infer<typeof ZSavedSearchFilters>;

const QUERY_SCHEMAS = { creators: ZCreatorSearchQuery, offers: ZOfferSearchQuery } as const;
/** Paging is the search page's, not the saved search's. */
const PAGING_KEYS = new Set(['skip', 'limit']);

/**
 * The filters a saved search keeps: the keys its search takes (paging and unknown keys left out) with
 * blank values dropped, as given.
 */
export function keptSavedSearchFilters(
  kind: TSavedSearchKind,
  filters: TSavedSearchFilters,
): TSavedSearchFilters {
  const known = Object.keys(QUERY_SCHEMAS[kind].shape);
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) =>
        known.includes(key) && !PAGING_KEYS.has(key) && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** The parsed search query of a saved search's filters (its search's own rules), or undefined if invalid. */
export function savedSearchQueryOf(
  kind: 'creators',
  filters: TSavedSearchFilters,
): TCreatorSearchQuery | undefined;
export function savedSearchQueryOf(
  kind: 'offers',
  filters: TSavedSearchFilters,
): TOfferSearchQuery | undefined;
export function savedSearchQueryOf(kind: TSavedSearchKind, filters: TSavedSearchFilters) {
  const parsed = QUERY_SCHEMAS[kind].safeParse(filters);
  return parsed.success ? parsed.data : undefined;
}

/** POST saved-searches: the search's kind, its filters, and an optional name. */
export const ZSavedSearchCreate = z
  .object({
    kind: ZSavedSearchKind,
    filters: ZSavedSearchFilters,
    name: zText({ max: SAVED_SEARCH_NAME_MAX_LENGTH, tooLong: 'savedSearches.nameTooLong' }).optional(),
  })
  .superRefine((input, ctx) => {
    // The filters must be what the search itself accepts: the same messages, under `filters.<key>`.
    const parsed = QUERY_SCHEMAS[input.kind].safeParse(input.filters);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['filters', ...issue.path.map(String)] });
    }
  });
export type TSavedSearchCreate = z.infer<typeof ZSavedSearchCreate>;

/** A saved search as its owner reads it; `alerts`: its new matches go out in the digest. */
export const ZSavedSearch = z.object({
  id: z.number().int(),
  kind: ZSavedSearchKind,
  name: z.string().nullable(),
  filters: ZSavedSearchFilters,
  alerts: z.boolean(),
  created_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/** GET saved-searches: the user's saved searches, newest first. */
export const ZSavedSearchList = z.object({ data: z.array(ZSavedSearch) });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/**
 * GET saved-searches/new: the dashboard's 'new for you', matches of the user's saved searches made in
 * the last SAVED_SEARCH_NEW_DAYS days (and since each search was saved), newest first.
 */
export const ZSavedSearchNew = z.object({
  offers: z.array(ZOffer),
  creators: z.array(ZCreatorCard),
});
export type TSavedSearchNew = z.infer<typeof ZSavedSearchNew>;

/** GET and POST digest/unsubscribe/{token}: the link of a digest mail. */
export const ZUnsubscribeParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'savedSearches.unsubscribeToken'),
});
export type TUnsubscribeParams = z.infer<typeof ZUnsubscribeParams>;

/** What the unsubscribe link turned off (a saved search's alerts, or every digest mail), and says so. */
export const ZUnsubscribeResult = z.object({
  unsubscribed: z.enum(['SAVED_SEARCH', 'DIGEST']),
  message: z.string(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

/**
 * GET recommendations (item 4): for a creator, offers that fit them, best first; for an advertiser,
 * creators that fit one of their active offers (`offer_id`, the offer they fit best), best first.
 */
export const ZRecommendations = z.object({
  offers: z.array(z.object({ offer: ZOffer, score: z.number() })),
  creators: z.array(z.object({ creator: ZCreatorCard, offer_id: z.number().int(), score: z.number() })),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;
