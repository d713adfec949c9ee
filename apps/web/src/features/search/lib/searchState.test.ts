import { describe, expect, it } from 'vitest';
import {
  buildSearchUrl,
  creatorApiQuery,
  hasCreatorFilters,
  hasOfferFilters,
  offerApiQuery,
  readCreatorState,
  readOfferState,
  writeCreatorState,
  writeOfferState,
} from './searchState';

describe('creator search URL state', () => {
  it('reads the defaults from an empty URL', () => {
    expect(readCreatorState(new URLSearchParams())).toEqual({
      query: '',
      page: 1,
      categories: [],
      locationId: null,
      featured: false,
      followers: null,
      engagement: null,
      sort: 'rank',
      order: 'desc',
      perPage: 10,
    });
  });

  it('round-trips a full state, leaving defaults out', () => {
    const params = new URLSearchParams(
      'query=ana&page=3&categories=2,5&location=1&featured=true&followers=1000-50000&engagement=1.5-10&sort=followers&order=asc&per_page=20',
    );
    const state = readCreatorState(params);
    expect(state).toMatchObject({ categories: [2, 5], followers: [1000, 50000], engagement: [1.5, 10] });
    expect(writeCreatorState(state).toString()).toBe(params.toString());
    expect(creatorApiQuery(state)).toEqual({
      text: 'ana',
      categories: '2,5',
      location_id: 1,
      featured: true,
      followers: '1000-50000',
      engagement: '1.5-10',
      sort: 'followers',
      order: 'asc',
    });
  });

  it('ignores invalid values and full ranges', () => {
    const state = readCreatorState(
      new URLSearchParams(
        'page=0&location=9&categories=x,0,3,3&featured=yes&followers=0-400000&engagement=9-1&sort=x&per_page=7',
      ),
    );
    expect(state).toMatchObject({
      page: 1,
      categories: [3],
      locationId: null,
      featured: false,
      followers: null,
      engagement: null,
      sort: 'rank',
    });
    expect(state.perPage).toBe(10);
    expect(writeCreatorState({ ...state, categories: [], followers: [0, 300000] }).toString()).toBe('page=1');
  });

  it('counts text, categories, country, featured and ranges as filters, but not the sort', () => {
    const empty = readCreatorState(new URLSearchParams('sort=followers&per_page=20'));
    expect(hasCreatorFilters(empty)).toBe(false);
    expect(hasCreatorFilters({ ...empty, query: '  ' })).toBe(false);
    expect(hasCreatorFilters({ ...empty, featured: true })).toBe(true);
    expect(hasCreatorFilters({ ...empty, locationId: 2 })).toBe(true);
  });
});

describe('offer search URL state', () => {
  it('reads query, page, type and sort', () => {
    const state = readOfferState(
      new URLSearchParams('query=kava&page=2&type=ADVERTISER_OFFER&sort=price-asc'),
    );
    expect(state).toEqual({
      query: 'kava',
      page: 2,
      type: 'ADVERTISER_OFFER',
      categories: [],
      locationId: null,
      featured: false,
      sort: 'price-asc',
    });
    expect(writeOfferState(state).toString()).toBe('query=kava&page=2&type=ADVERTISER_OFFER&sort=price-asc');
    expect(offerApiQuery(state)).toEqual({
      text: 'kava',
      type: 'ADVERTISER_OFFER',
      categories: '',
      location_id: null,
      featured: null,
      sort: 'price',
      order: 'asc',
    });
  });

  it('round-trips the categories, country and featured filters of SPEC §3', () => {
    const params = new URLSearchParams('page=1&categories=4,1&location=3&featured=true');
    const state = readOfferState(params);
    expect(state).toMatchObject({ categories: [4, 1], locationId: 3, featured: true });
    expect(hasOfferFilters(state)).toBe(true);
    expect(writeOfferState(state).toString()).toBe(params.toString());
    expect(offerApiQuery(state)).toMatchObject({ categories: '4,1', location_id: 3, featured: true });
  });

  it('lets the API choose the sort by default', () => {
    const state = readOfferState(new URLSearchParams('type=bogus'));
    expect(offerApiQuery(state)).toMatchObject({ text: '', type: null, sort: '', order: undefined });
    expect(hasOfferFilters(state)).toBe(false);
  });
});

describe('navbar search URL (SPEC §2)', () => {
  it('opens page 1 of a search for the text, as the pages write it', () => {
    expect(buildSearchUrl('creators', 'ana horvat')).toBe('/search/creators?query=ana+horvat&page=1');
    expect(buildSearchUrl('offers', 'kava')).toBe('/search/offers?query=kava&page=1');
    expect(buildSearchUrl('offers', '')).toBe('/search/offers?page=1');
    expect(readOfferState(new URL(buildSearchUrl('offers', 'kava'), 'http://x').searchParams)).toMatchObject({
      query: 'kava',
      page: 1,
    });
  });
});
