import { describe, expect, it } from 'vitest';
import { ZSavedSearchCreate } from '@spona/contracts';
import { savedSearchFiltersOf } from './savedSearchFilters';
import { creatorApiQuery, offerApiQuery, readCreatorState, readOfferState } from './searchState';

describe('savedSearchFiltersOf', () => {
  it('keeps a creator search page’s filters as the API takes them, empty ones left out', () => {
    const state = readCreatorState(
      new URLSearchParams('query=fashion&categories=1,2&location=1&followers=10000-50000&featured=1&page=3'),
    );
    const filters = savedSearchFiltersOf(creatorApiQuery(state));
    expect(filters).toMatchObject({ text: 'fashion', categories: '1,2' });
    expect(Object.values(filters).every((value) => typeof value === 'string' && value !== '')).toBe(true);
    expect(ZSavedSearchCreate.safeParse({ kind: 'creators', filters }).success).toBe(true);
  });

  it('keeps an offer search page’s filters so that the API accepts them', () => {
    const filters = savedSearchFiltersOf(
      offerApiQuery(readOfferState(new URLSearchParams('type=ADVERTISER_OFFER'))),
    );
    expect(filters).toEqual({ type: 'ADVERTISER_OFFER' });
    expect(ZSavedSearchCreate.safeParse({ kind: 'offers', filters }).success).toBe(true);
  });
});
