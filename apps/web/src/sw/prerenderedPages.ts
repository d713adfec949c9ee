/*
 * Issue 19: the prerendered pages the service worker keeps for repeat visits (no workbox here, so it
 * is testable on its own). A page is prerendered per state (language, signed in, consent); the
 * worker reads the state from the same cookies the server chooses by, and keeps each page under the
 * name the server gave it (PRERENDERED_PAGE_HEADER), so the two never disagree.
 */
import {
  AUTH_COOKIE,
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  LOCALE_COOKIE,
  LOCALES,
  PRERENDERED_DIR,
  prerenderedFileFor,
  type TLocale,
  type TPrerenderState,
} from '@spona/contracts';

/** The cache of one build's prerendered pages; a new worker (a new build) starts an empty one. */
export const PAGE_CACHE_PREFIX = 'spona-pages-';

export function pageCacheName(buildId: string): string {
  return `${PAGE_CACHE_PREFIX}${buildId}`;
}

/** Whether a cache is an older build's pages (dropped when this build's worker activates). */
export function isOutdatedPageCache(cacheName: string, buildId: string): boolean {
  return cacheName.startsWith(PAGE_CACHE_PREFIX) && cacheName !== pageCacheName(buildId);
}

/** A cookie as the Cookie Store API lists it. */
export interface TCookie {
  name?: string;
  value?: string;
}

/**
 * The browser's state as its cookies tell it, or undefined without a `locale` cookie (the server
 * then goes by Accept-Language, which a worker cannot see as the server does: the network answers).
 */
export function readPrerenderState(cookies: readonly TCookie[]): TPrerenderState | undefined {
  const valueOf = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  const locale = valueOf(LOCALE_COOKIE)?.trim().toLowerCase();
  if (!LOCALES.includes(locale as TLocale)) return undefined;
  return {
    locale: locale as TLocale,
    isSignedIn: valueOf(AUTH_COOKIE) === '1',
    hasConsent: valueOf(CONSENT_COOKIE) === CONSENT_ACCEPTED,
  };
}

/**
 * The address a prerendered page is kept under in the page cache (its file's own address, which the
 * server also serves), or undefined: a navigation with a query, or to an address no page fits.
 */
export function pageCacheKey(url: URL, state: TPrerenderState | undefined): string | undefined {
  if (!state || url.search !== '') return undefined;
  const file = prerenderedFileFor(url.pathname, state);
  return file && pageFileUrl(url.origin, file);
}

/** The address of a prerendered page's file (as named by PRERENDERED_PAGE_HEADER). */
export function pageFileUrl(origin: string, file: string): string {
  return `${origin}/${PRERENDERED_DIR}/${file}`;
}
