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
  RENDERED_PAGE_HEADER,
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

/**
 * How long the worker answers a page the server rendered with data (RENDERED_PAGE_HEADER) from its
 * copy, updating the copy meanwhile: a page seen again soon opens at once, as it was, and the app
 * asks for its data as it hydrates. Older, the network answers.
 */
export const RENDERED_PAGE_MAX_AGE_MS = 10 * 60 * 1000;
/** At most so many pages rendered with data are kept (one address each: the search, a profile). */
export const RENDERED_PAGES_KEPT = 20;
/** Added to a kept copy: when the worker kept it (its own clock, not the server's). */
export const KEPT_AT_HEADER = 'x-spona-kept-at';

/**
 * Where a page rendered with data is kept (its own address) and the page its state names (which the
 * response's RENDERED_PAGE_HEADER must name), or undefined: no state, a query, no page of the app.
 */
export function renderedPageKey(
  url: URL,
  state: TPrerenderState | undefined,
): { key: string; file: string } | undefined {
  if (!state || url.search !== '') return undefined;
  const file = prerenderedFileFor(url.pathname, state);
  return file ? { key: `${url.origin}${url.pathname}`, file } : undefined;
}

/** Whether a response is a page rendered with data for the state that names `file`. */
export function isRenderedPageOf(headers: Headers, file: string): boolean {
  return headers.get(RENDERED_PAGE_HEADER) === file;
}

/** Whether a kept copy may answer a navigation at `now`: rendered for this state, kept recently. */
export function isUsableRenderedPage(headers: Headers, file: string, now: number): boolean {
  const keptAt = Number(headers.get(KEPT_AT_HEADER));
  const age = now - keptAt;
  return (
    isRenderedPageOf(headers, file) && Number.isFinite(keptAt) && age >= 0 && age <= RENDERED_PAGE_MAX_AGE_MS
  );
}

/**
 * The copy of `response` to keep: stamped with the time, without the headers of its transfer (the
 * Cache API keeps the decoded body).
 */
export function keptCopyOf(response: Response, body: Blob, now: number): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(KEPT_AT_HEADER, String(now));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The kept pages rendered with data beyond the newest RENDERED_PAGES_KEPT (`keys` in the order kept). */
export function renderedPagesToDrop(keys: readonly string[]): string[] {
  const rendered = keys.filter((key) => !new URL(key).pathname.startsWith(`/${PRERENDERED_DIR}/`));
  return rendered.slice(0, Math.max(0, rendered.length - RENDERED_PAGES_KEPT));
}
