import { describe, expect, it } from 'vitest';
import {
  creatorApiQuery,
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
      followers: null,
      engagement: null,
      sort: 'rank',
      order: 'desc',
      perPage: 10,
    });
  });

  it('round-trips a full state, leaving defaults out', () => {
    const params = new URLSearchParams(
      'query=ana&page=3&categories=2,5&location=1&followers=1000-50000&engagement=1.5-10&sort=followers&order=asc&per_page=20',
    );
    const state = readCreatorState(params);
    expect(state).toMatchObject({ categories: [2, 5], followers: [1000, 50000], engagement: [1.5, 10] });
    expect(writeCreatorState(state).toString()).toBe(params.toString());
    expect(creatorApiQuery(state)).toEqual({
      text: 'ana',
      categories: '2,5',
      location_id: 1,
      followers: '1000-50000',
      engagement: '1.5-10',
      sort: 'followers',
      order: 'asc',
    });
  });

  it('ignores invalid values and full ranges', () => {
    const state = readCreatorState(
      new URLSearchParams('page=0&location=9&followers=0-400000&engagement=9-1&sort=x&per_page=7'),
    );
    expect(state).toMatchObject({
      page: 1,
      locationId: null,
      followers: null,
      engagement: null,
      sort: 'rank',
    });
    expect(state.perPage).toBe(10);
    expect(writeCreatorState({ ...state, followers: [0, 300000] }).toString()).toBe('page=1');
  });
});

describe('offer search URL state', () => {
  it('reads query, page, type and sort', () => {
    const state = readOfferState(
      new URLSearchParams('query=kava&page=2&type=ADVERTISER_OFFER&sort=price-asc'),
    );
    expect(state).toEqual({ query: 'kava', page: 2, type: 'ADVERTISER_OFFER', sort: 'price-asc' });
    expect(writeOfferState(state).toString()).toBe('query=kava&page=2&type=ADVERTISER_OFFER&sort=price-asc');
    expect(offerApiQuery(state)).toEqual({
      text: 'kava',
      type: 'ADVERTISER_OFFER',
      sort: 'price',
      order: 'asc',
    });
  });

  it('lets the API choose the sort by default', () => {
    expect(offerApiQuery(readOfferState(new URLSearchParams('type=bogus')))).toEqual({
      text: '',
      type: null,
      sort: '',
      order: undefined,
    });
  });
});
