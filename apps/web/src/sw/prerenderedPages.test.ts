import { describe, expect, it } from 'vitest';
import {
  isOutdatedPageCache,
  isUsableRenderedPage,
  keptCopyOf,
  pageCacheKey,
  pageCacheName,
  readPrerenderState,
  RENDERED_PAGE_MAX_AGE_MS,
  RENDERED_PAGES_KEPT,
  renderedPageKey,
  renderedPagesToDrop,
} from './prerenderedPages';

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

  describe('pages the server rendered with their public data', () => {
    const renderedFor = (file: string) =>
      new Response('<html></html>', {
        headers: { 'x-spona-rendered': file, 'content-encoding': 'br', 'content-length': '13' },
      });

    it('keeps one under its own address, for the page its state names', () => {
      expect(renderedPageKey(new URL(`${ORIGIN}/creator/12`), signedInEn)).toEqual({
        key: `${ORIGIN}/creator/12`,
        file: 'en-in-consent/creator-id.html',
      });
      expect(renderedPageKey(new URL(`${ORIGIN}/search/creators?q=ana`), signedInEn)).toBeUndefined();
      expect(renderedPageKey(new URL(`${ORIGIN}/creator/12`), undefined)).toBeUndefined();
    });

    it('answers with a copy kept in the last minutes for the same state only', async () => {
      const now = Date.UTC(2026, 11, 4, 12);
      const copy = keptCopyOf(renderedFor('en-in-consent/creator-id.html'), new Blob(['<html></html>']), now);
      // The Cache API keeps the body decoded: the copy claims no encoding.
      expect(copy.headers.get('content-encoding')).toBeNull();
      expect(copy.headers.get('content-length')).toBeNull();
      expect(await copy.text()).toBe('<html></html>');
      expect(isUsableRenderedPage(copy.headers, 'en-in-consent/creator-id.html', now + 1000)).toBe(true);
      expect(
        isUsableRenderedPage(
          copy.headers,
          'en-in-consent/creator-id.html',
          now + RENDERED_PAGE_MAX_AGE_MS + 1,
        ),
      ).toBe(false);
      // Another language, signed out, or a clock that went back: the network answers.
      expect(isUsableRenderedPage(copy.headers, 'hr-in-consent/creator-id.html', now + 1000)).toBe(false);
      expect(isUsableRenderedPage(copy.headers, 'en-out-consent/creator-id.html', now + 1000)).toBe(false);
      expect(isUsableRenderedPage(copy.headers, 'en-in-consent/creator-id.html', now - 1000)).toBe(false);
      // A response that was never kept (no time of its own) is not a copy.
      expect(
        isUsableRenderedPage(
          renderedFor('en-in-consent/creator-id.html').headers,
          'en-in-consent/creator-id.html',
          now,
        ),
      ).toBe(false);
    });

    it('drops the oldest beyond the limit, never the prerendered pages', () => {
      const shells = [`${ORIGIN}/prerendered/en-in-consent/dashboard.html`];
      const profiles = Array.from(
        { length: RENDERED_PAGES_KEPT + 2 },
        (_, index) => `${ORIGIN}/creator/${index + 1}`,
      );
      expect(renderedPagesToDrop([...shells, ...profiles])).toEqual([
        `${ORIGIN}/creator/1`,
        `${ORIGIN}/creator/2`,
      ]);
      expect(renderedPagesToDrop([...shells, ...profiles.slice(0, RENDERED_PAGES_KEPT)])).toEqual([]);
    });
  });
});
