import {
  CREATOR_SORTS,
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  LOCATION_IDS,
  OFFER_TYPES,
  SEARCH_MAX_CATEGORIES,
  SEARCH_PAGE_SIZE,
  SORT_ORDERS,
  type TSortOrder,
} from '@spona/contracts';
import type { TSearchTarget } from './searchReturn';

/**
 * The search state lives in the URL (issue 5, SPEC §2): `query`, `page` (from '1': how many pages
 * are shown) and the filters, so a shared link shows the same results. Unknown or out-of-range
 * values fall back to the defaults rather than failing.
 */

export const PER_PAGE_CHOICES = [10, 20, 50] as const;
export type TPerPage = (typeof PER_PAGE_CHOICES)[number];
export type TCreatorSort = (typeof CREATOR_SORTS)[number];
export type TOfferType = (typeof OFFER_TYPES)[number];
/** SPEC §9: offers by date or price, ascending or descending; 'rank' is the API's text relevance. */
export const OFFER_SORT_CHOICES = ['rank', 'date-desc', 'date-asc', 'price-asc', 'price-desc'] as const;
export type TOfferSortChoice = (typeof OFFER_SORT_CHOICES)[number];

export type TRangeValue = [number, number];

export interface TCreatorSearchState {
  query: string;
  page: number;
  categories: number[];
  locationId: number | null;
  featured: boolean;
  followers: TRangeValue | null;
  engagement: TRangeValue | null;
  sort: TCreatorSort;
  order: TSortOrder;
  perPage: TPerPage;
}

export interface TOfferSearchState {
  query: string;
  page: number;
  type: TOfferType | null;
  categories: number[];
  locationId: number | null;
  featured: boolean;
  sort: TOfferSortChoice | null;
}

const includes = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** `page` from '1'; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** 'min-max' within bounds, else null (no filter). */
export function readRange(value: string | null, bounds: { min: number; max: number }): TRangeValue | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min < bounds.min || max > bounds.max || min > max) return null;
  return [min, max];
}

/** A range that covers all the bounds filters nothing, so it is left out. */
export function writeRange(range: TRangeValue | null, bounds: { min: number; max: number }): string {
  if (!range || (range[0] <= bounds.min && range[1] >= bounds.max)) return '';
  return `${range[0]}-${range[1]}`;
}

/** `categories=2,5`: distinct positive ids, at most as many as the API takes. */
function readCategories(params: URLSearchParams): number[] {
  const ids = (params.get('categories') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, SEARCH_MAX_CATEGORIES);
}

/** `location`: one of the countries of SPEC §3, else no filter. */
function readLocationId(params: URLSearchParams): number | null {
  const locationId = Number(params.get('location'));
  return includes(LOCATION_IDS, locationId) ? locationId : null;
}

/** `featured=true` shows featured results only; anything else shows all. */
function readFeatured(params: URLSearchParams): boolean {
  return params.get('featured') === 'true';
}

/** The URL entries of the filters both searches share. */
function writeSharedFilters(state: {
  categories: number[];
  locationId: number | null;
  featured: boolean;
}): [string, string][] {
  return [
    ['categories', state.categories.join(',')],
    ['location', state.locationId === null ? '' : String(state.locationId)],
    ['featured', state.featured ? 'true' : ''],
  ];
}

export function readCreatorState(params: URLSearchParams): TCreatorSearchState {
  const sort = params.get('sort');
  const order = params.get('order');
  const perPage = Number(params.get('per_page'));
  return {
    query: params.get('query') ?? '',
    page: readPage(params),
    categories: readCategories(params),
    locationId: readLocationId(params),
    featured: readFeatured(params),
    followers: readRange(params.get('followers'), FOLLOWER_BOUNDS),
    engagement: readRange(params.get('engagement'), ENGAGEMENT_BOUNDS),
    sort: includes(CREATOR_SORTS, sort) ? sort : 'rank',
    order: includes(SORT_ORDERS, order) ? order : 'desc',
    perPage: includes(PER_PAGE_CHOICES, perPage) ? perPage : SEARCH_PAGE_SIZE,
  };
}

/** The URL of a creator search state; defaults are left out. */
export function writeCreatorState(state: TCreatorSearchState): URLSearchParams {
  const entries: [string, string][] = [
    ['query', state.query.trim()],
    ['page', String(state.page)],
    ...writeSharedFilters(state),
    ['followers', writeRange(state.followers, FOLLOWER_BOUNDS)],
    ['engagement', writeRange(state.engagement, ENGAGEMENT_BOUNDS)],
    ['sort', state.sort === 'rank' ? '' : state.sort],
    ['order', state.order === 'desc' ? '' : state.order],
    ['per_page', state.perPage === SEARCH_PAGE_SIZE ? '' : String(state.perPage)],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** GET search/influencers parameters of a state, without paging (SPEC §7: empty ones omitted). */
export function creatorApiQuery(state: TCreatorSearchState) {
  return {
    text: state.query.trim(),
    categories: state.categories.join(','),
    location_id: state.locationId,
    featured: state.featured || null,
    followers: writeRange(state.followers, FOLLOWER_BOUNDS),
    engagement: writeRange(state.engagement, ENGAGEMENT_BOUNDS),
    sort: state.sort,
    order: state.order,
  };
}

export function readOfferState(params: URLSearchParams): TOfferSearchState {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    query: params.get('query') ?? '',
    page: readPage(params),
    type: includes(OFFER_TYPES, type) ? type : null,
    categories: readCategories(params),
    locationId: readLocationId(params),
    featured: readFeatured(params),
    sort: includes(OFFER_SORT_CHOICES, sort) ? sort : null,
  };
}

export function writeOfferState(state: TOfferSearchState): URLSearchParams {
  const entries: [string, string][] = [
    ['query', state.query.trim()],
    ['page', String(state.page)],
    ['type', state.type ?? ''],
    ...writeSharedFilters(state),
    ['sort', state.sort ?? ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** GET search/offers parameters; no sort lets the API choose (rank with text, else newest first). */
export function offerApiQuery(state: TOfferSearchState) {
  const [sort, order] = (state.sort ?? '').split('-');
  return {
    text: state.query.trim(),
    type: state.type,
    categories: state.categories.join(','),
    location_id: state.locationId,
    featured: state.featured || null,
    sort,
    order,
  };
}

/** Whether a creator search narrows the results (then the empty state offers to clear the filters). */
export function hasCreatorFilters(state: TCreatorSearchState): boolean {
  return (
    state.query.trim() !== '' ||
    state.categories.length > 0 ||
    state.locationId !== null ||
    state.featured ||
    state.followers !== null ||
    state.engagement !== null
  );
}

export function hasOfferFilters(state: TOfferSearchState): boolean {
  return (
    state.query.trim() !== '' ||
    state.type !== null ||
    state.categories.length > 0 ||
    state.locationId !== null ||
    state.featured
  );
}

/**
 * The URL of a new search for `query` (the navbar form of SPEC §2): the page's own URL state with
 * every other filter at its default, so it reads the same as a search made on the page.
 */
export function buildSearchUrl(target: TSearchTarget, query: string): string {
  const empty = new URLSearchParams();
  const params =
    target === 'creators'
      ? writeCreatorState({ ...readCreatorState(empty), query })
      : writeOfferState({ ...readOfferState(empty), query });
  return `/search/${target}?${params.toString()}`;
}
