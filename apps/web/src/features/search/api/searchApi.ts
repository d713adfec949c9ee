import { ZCreatorSearchResult, ZOfferSearchResult, type TCreatorCard, type TOffer } from '@spona/contracts';
import { apiGet } from '../../../lib/apiClient';
import { embeddedAnswerOf } from '../../../lib/embeddedAnswers';

/** Filters and sort of a search, without paging; empty values are left out of the URL. */
export type TSearchParams = Record<string, string | number | boolean | null | undefined>;

/** One page of results, and the spelling searched for instead when the typed one found nothing. */
export interface TSearchPage<T> {
  data: T[];
  total: number;
  corrected_text?: string;
}

/** A search of SPEC §7: its name (in the query key) and how to fetch one of its pages. */
export interface TSearchSource<T> {
  name: string;
  fetchPage: (
    params: TSearchParams,
    paging: { skip: number; limit: number },
    signal?: AbortSignal,
  ) => Promise<TSearchPage<T>>;
  /** Issue 19: the first page as the server rendered the page with it (lib/embeddedAnswers), if so. */
  embeddedPage?: (
    params: TSearchParams,
    paging: { skip: number; limit: number },
  ) => TSearchPage<T> | undefined;
}

/** SPEC §7: skip and limit are sent only when positive. */
function queryOf(params: TSearchParams, paging: { skip: number; limit: number }) {
  return { ...params, skip: paging.skip || undefined, limit: paging.limit || undefined };
}

function fetchPage(
  path: string,
  params: TSearchParams,
  paging: { skip: number; limit: number },
  signal?: AbortSignal,
) {
  return apiGet<unknown>(path, { query: queryOf(params, paging), signal });
}

/** SPEC §7 GET search/influencers. */
export const creatorSearch: TSearchSource<TCreatorCard> = {
  name: 'creators',
  fetchPage: async (params, paging, signal) =>
    ZCreatorSearchResult.parse(await fetchPage('search/influencers', params, paging, signal)),
  embeddedPage: (params, paging) =>
    embeddedAnswerOf('search/influencers', queryOf(params, paging), ZCreatorSearchResult),
};

/** SPEC §7 GET search/offers. */
export const offerSearch: TSearchSource<TOffer> = {
  name: 'offers',
  fetchPage: async (params, paging, signal) =>
    ZOfferSearchResult.parse(await fetchPage('search/offers', params, paging, signal)),
};
