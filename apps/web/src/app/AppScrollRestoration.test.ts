import { describe, expect, it } from 'vitest';
import { scrollKeyOf } from './AppScrollRestoration';

describe('scroll positions (SPEC §2)', () => {
  it('keys the first entry of a page load by its URL, so another page loaded first never lends it its position', () => {
    expect(scrollKeyOf({ key: 'default', pathname: '/search/offers', search: '?page=1' })).toBe(
      '/search/offers?page=1',
    );
    expect(scrollKeyOf({ key: 'default', pathname: '/search/creators', search: '?query=zagreb' })).not.toBe(
      scrollKeyOf({ key: 'default', pathname: '/search/offers', search: '?page=1' }),
    );
  });

  it('keys later entries by their history key, so going back restores that visit', () => {
    expect(scrollKeyOf({ key: 'x8k2l1', pathname: '/search/offers', search: '' })).toBe('x8k2l1');
  });
});
