import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  canReattachSearch,
  decideSearchVisit,
  findSearchTarget,
  isNewSearchArrival,
  OWN_SEARCH_UPDATE,
} from './searchReturn';

const back = (fromPathname: string | null, toPathname: string) => ({
  fromPathname,
  toPathname,
  action: NavigationType.Pop,
});

describe('findSearchTarget', () => {
  it.each([
    ['/search/creators', 'creators'],
    ['/search/creators/fashion', 'creators'],
    ['/search/offers', 'offers'],
    ['/search/offersx', null],
    ['/search', null],
    ['/creator/3', null],
  ])('reads %s as %s', (pathname, target) => {
    expect(findSearchTarget(pathname)).toBe(target);
  });
});

describe('canReattachSearch (SPEC §2)', () => {
  it.each([
    ['/advertiser/4', '/search/offers'],
    ['/creator/3', '/search/offers'],
    ['/creator/3', '/search/creators'],
    ['/creator/3', '/search/creators/fashion'],
  ])('re-attaches on going back from %s to %s', (from, to) => {
    expect(canReattachSearch(back(from, to))).toBe(true);
  });

  it.each([
    // The one profile-to-search pair SPEC §2 leaves out.
    ['/advertiser/4', '/search/creators'],
    ['/dashboard', '/search/creators'],
    ['/dashboard', '/search/offers'],
    ['/messenger/12', '/search/offers'],
    ['/search/offers', '/search/creators'],
    ['/user-profile', '/search/creators'],
    ['/creator/3/extra', '/search/creators'],
    ['/creators/3', '/search/creators'],
    [null, '/search/creators'],
    ['/creator/3', '/dashboard'],
  ])('starts fresh on going back from %s to %s', (from, to) => {
    expect(canReattachSearch(back(from, to))).toBe(false);
  });

  it.each([NavigationType.Push, NavigationType.Replace])(
    'starts fresh when a %s navigation opens the search from a profile (a link, the navbar)',
    (action) => {
      expect(canReattachSearch({ fromPathname: '/creator/3', toPathname: '/search/creators', action })).toBe(
        false,
      );
    },
  );
});

describe('decideSearchVisit', () => {
  const snapshot = { visitId: 'visit-7', scrollY: 1240 };
  const createVisitId = () => 'visit-new';

  it('re-attaches the snapshot of the history entry with its scroll position', () => {
    expect(decideSearchVisit(back('/creator/3', '/search/creators'), snapshot, createVisitId)).toEqual({
      visitId: 'visit-7',
      isReattached: true,
      scrollY: 1240,
    });
  });

  it('starts a fresh visit at the top when the return is not one of SPEC §2', () => {
    expect(decideSearchVisit(back('/dashboard', '/search/creators'), snapshot, createVisitId)).toEqual({
      visitId: 'visit-new',
      isReattached: false,
      scrollY: 0,
    });
  });

  it('starts fresh when the entry left no snapshot (a reload forgot it)', () => {
    expect(decideSearchVisit(back('/creator/3', '/search/creators'), undefined, createVisitId)).toMatchObject(
      {
        visitId: 'visit-new',
        isReattached: false,
      },
    );
  });
});

describe('isNewSearchArrival', () => {
  it('takes a link or the navbar to a mounted search page as a new arrival', () => {
    expect(isNewSearchArrival(NavigationType.Push, null)).toBe(true);
    expect(isNewSearchArrival(NavigationType.Push, { from: '/dashboard' })).toBe(true);
  });

  it('keeps the visit for the entries the page writes itself, and for history moves', () => {
    expect(isNewSearchArrival(NavigationType.Push, OWN_SEARCH_UPDATE)).toBe(false);
    expect(isNewSearchArrival(NavigationType.Replace, OWN_SEARCH_UPDATE)).toBe(false);
    expect(isNewSearchArrival(NavigationType.Pop, null)).toBe(false);
  });
});
