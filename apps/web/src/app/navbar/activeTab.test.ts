import { describe, expect, it } from 'vitest';
import { findActiveTab } from './activeTab';

describe('findActiveTab', () => {
  it.each([
    ['/dashboard', 'DASHBOARD'],
    ['/user-profile', 'USER_PROFILE'],
    ['/user-profile/offers', 'USER_PROFILE'],
    ['/search/creators', 'SEARCH_CREATORS'],
    ['/search/creators/fashion', 'SEARCH_CREATORS'],
    ['/creator/12', 'SEARCH_CREATORS'],
    ['/search/offers', 'SEARCH_OFFERS'],
    ['/advertiser/7', 'SEARCH_OFFERS'],
    ['/messenger', 'MESSENGER'],
    ['/messenger/42', 'MESSENGER'],
  ])('marks %s as %s', (pathname, tab) => {
    expect(findActiveTab(pathname)).toBe(tab);
  });

  it.each(['/', '/user-settings', '/dashboards', '/not-found', '/support'])(
    'marks no tab on %s',
    (pathname) => {
      expect(findActiveTab(pathname)).toBeNull();
    },
  );
});
