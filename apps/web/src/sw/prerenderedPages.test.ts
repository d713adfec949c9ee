import { describe, expect, it } from 'vitest';
import { isOutdatedPageCache, pageCacheKey, pageCacheName, readPrerenderState } from './prerenderedPages';

const ORIGIN = 'https://app.spona.test';
const signedInEn = readPrerenderState([
  { name: 'auth', value: '1' },
  { name: 'locale', value: 'en' },
  { name: 'consent', value: 'accepted' },
]);

describe('prerendered pages kept by the service worker (issue 19)', () => {
  it('reads the state from the cookies the server chooses by', () => {
    expect(signedInEn).toEqual({ locale: 'en', isSignedIn: true, hasConsent: true });
    expect(readPrerenderState([{ name: 'locale', value: ' HR ' }])).toEqual({
      locale: 'hr',
      isSignedIn: false,
      hasConsent: false,
    });
    // Without a language of its own the server goes by Accept-Language: the network answers.
    expect(readPrerenderState([{ name: 'auth', value: '1' }])).toBeUndefined();
    expect(readPrerenderState([{ name: 'locale', value: 'de' }])).toBeUndefined();
  });

  it('keeps a page under the file prerendered for its route and state', () => {
    expect(pageCacheKey(new URL(`${ORIGIN}/creator/12`), signedInEn)).toBe(
      `${ORIGIN}/prerendered/en-in-consent/creator-id.html`,
    );
    // Every creator's address shows the same shell before its data.
    expect(pageCacheKey(new URL(`${ORIGIN}/creator/7/`), signedInEn)).toBe(
      `${ORIGIN}/prerendered/en-in-consent/creator-id.html`,
    );
    const anonymousHr = readPrerenderState([{ name: 'locale', value: 'hr' }]);
    expect(pageCacheKey(new URL(`${ORIGIN}/`), anonymousHr)).toBe(
      `${ORIGIN}/prerendered/hr-out-banner/home.html`,
    );
  });

  it('keeps nothing for an address no page fits, a query, or an unknown state', () => {
    const anonymousEn = readPrerenderState([{ name: 'locale', value: 'en' }]);
    // Signed-in routes for an anonymous visitor (the app sends them to /login), and the reverse.
    expect(pageCacheKey(new URL(`${ORIGIN}/dashboard`), anonymousEn)).toBeUndefined();
    expect(pageCacheKey(new URL(`${ORIGIN}/login`), signedInEn)).toBeUndefined();
    expect(pageCacheKey(new URL(`${ORIGIN}/search/creators?q=ana`), signedInEn)).toBeUndefined();
    expect(pageCacheKey(new URL(`${ORIGIN}/creator/abc`), signedInEn)).toBeUndefined();
    expect(pageCacheKey(new URL(`${ORIGIN}/console/users`), signedInEn)).toBeUndefined();
    expect(pageCacheKey(new URL(`${ORIGIN}/dashboard`), undefined)).toBeUndefined();
  });

  it('drops the pages of other builds only', () => {
    expect(pageCacheName('b2')).toBe('spona-pages-b2');
    expect(isOutdatedPageCache('spona-pages-b1', 'b2')).toBe(true);
    expect(isOutdatedPageCache('spona-pages-b2', 'b2')).toBe(false);
    expect(isOutdatedPageCache('spona-images', 'b2')).toBe(false);
  });
});
