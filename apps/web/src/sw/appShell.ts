import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { PRERENDERED_PAGE_HEADER, type TPrerenderState } from '@spona/contracts';
import { canFallBackToAppShell, isConsoleApiPath } from './navigationPaths';
import {
  isOutdatedPageCache,
  isRenderedPageOf,
  isUsableRenderedPage,
  keptCopyOf,
  pageCacheKey,
  pageCacheName,
  pageFileUrl,
  readPrerenderState,
  renderedPageKey,
  renderedPagesToDrop,
} from './prerenderedPages';

/** The precached page every client route of the app starts from. */
export const APP_SHELL_URL = '/index.html';
/** Runtime cache of images (uploads, generated avatars, public images). */
export const IMAGE_CACHE = 'spona-images';
/** Runtime cache holding the last `/runtime-config.js`, for offline starts only. */
export const RUNTIME_CONFIG_CACHE = 'spona-runtime-config';
const RUNTIME_CONFIG_URL = '/runtime-config.js';

const DAY_SECONDS = 24 * 60 * 60;
const IMAGE_CACHE_MAX_ENTRIES = 300;
const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * DAY_SECONDS;

function isSameOrigin(url: URL, scope: ServiceWorkerGlobalScope): boolean {
  return url.origin === scope.location.origin;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The browser's state by its cookies, for a page of the app (undefined: its pages are not kept). */
async function readPageState(
  scope: ServiceWorkerGlobalScope,
  url: URL,
): Promise<TPrerenderState | undefined> {
  // The Cookie Store API (Chromium's workers have it); without it, pages come from the network.
  if (!('cookieStore' in scope) || !canFallBackToAppShell(url.pathname)) return undefined;
  try {
    return readPrerenderState(await scope.cookieStore.getAll());
  } catch {
    return undefined;
  }
}

/** Keeps a page rendered with data under its own address, and drops the oldest beyond the limit. */
async function keepRenderedPage(cache: Cache, key: string, response: Response): Promise<void> {
  await cache.put(key, keptCopyOf(response, await response.blob(), Date.now()));
  const keys = (await cache.keys()).map((request) => request.url);
  await Promise.all(renderedPagesToDrop(keys).map((old) => cache.delete(old)));
}

/**
 * Pages: the kept prerendered page of the browser's state, or its recent copy of a page rendered with
 * data (updated meanwhile), else the network (keeping the page it answers), else (offline) the
 * precached app shell.
 */
function pageHandler(scope: ServiceWorkerGlobalScope, network: NetworkOnly) {
  const pageCache = pageCacheName(__SPONA_BUILD_ID__);
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const state = await readPageState(scope, options.url);
    const cacheKey = pageCacheKey(options.url, state);
    const rendered = renderedPageKey(options.url, state);
    const cache = state ? await caches.open(pageCache) : undefined;
    const keep = (response: Response) => {
      if (!cache || response.status !== 200) return;
      const file = response.headers.get(PRERENDERED_PAGE_HEADER);
      // Kept only when the server chose the very page this worker would (the same cookies).
      if (cacheKey && file && cacheKey === pageFileUrl(scope.location.origin, file)) {
        options.event.waitUntil(cache.put(cacheKey, response.clone()));
      } else if (rendered && isRenderedPageOf(response.headers, rendered.file)) {
        options.event.waitUntil(keepRenderedPage(cache, rendered.key, response.clone()));
      }
    };
    const shell = cacheKey ? await cache?.match(cacheKey) : undefined;
    if (shell) {
      // The preload the browser started is not needed; let it settle rather than cancel it.
      const preload = (options.event as FetchEvent).preloadResponse;
      if (preload) options.event.waitUntil(preload.catch(() => undefined));
      return shell;
    }
    const copy = rendered ? await cache?.match(rendered.key) : undefined;
    if (copy && rendered && isUsableRenderedPage(copy.headers, rendered.file, Date.now())) {
      // The network's answer (the navigation's preload) updates the copy for the next visit.
      options.event.waitUntil(
        network
          .handle(options)
          .then(keep)
          .catch(() => undefined),
      );
      return copy;
    }
    try {
      const response = await network.handle(options);
      keep(response);
      return response;
    } catch (error) {
      if (!canFallBackToAppShell(options.url.pathname)) throw error;
      // Offline: the last copy of a page rendered with data, however old, before the empty shell.
      if (copy && rendered && isRenderedPageOf(copy.headers, rendered.file)) return copy;
      const shell = await matchPrecache(APP_SHELL_URL);
      if (!shell) throw error;
      return shell;
    }
  };
}

/**
 * What this worker answers (everything else goes to the network untouched, so API responses, which
 * are per user, are never cached here):
 * - pages: a prerendered page this worker kept from an earlier visit in the same state (issue 19: a
 *   repeat visit paints without waiting for the network), or its copy of a page the server rendered
 *   with data, kept under the page's own address within the last minutes (updated meanwhile), else
 *   the network (with navigation preload), keeping the page it answers; only when the network fails,
 *   the precached app shell, which then shows its offline state (never for the staff console, issue 17);
 * - the console's API (`/api/v1/console/*`): the network only, never a cache (issue 17);
 * - the build's files (scripts, styles, index.html, SVG images, the manifest): precached, cache
 *   first, replaced as a whole by the next version;
 * - `/runtime-config.js`: the network first, the last copy only when offline (it holds no user data);
 * - images: cache first, at most 300 for 30 days (uploads have random, never reused names).
 */
export function registerAppShellRoutes(
  scope: ServiceWorkerGlobalScope,
  precacheManifest: Array<PrecacheEntry | string>,
): void {
  enableNavigationPreload();

  const network = new NetworkOnly();
  registerRoute(({ request }) => request.mode === 'navigate', pageHandler(scope, network));
  // A new build's worker drops the pages of the build before it (their scripts are gone too).
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => isOutdatedPageCache(name, __SPONA_BUILD_ID__))
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });

  // Issue 17: first of the data routes, so no later route can ever keep a console answer.
  // (Only GETs could be cached; other methods never reach a cache.)
  registerRoute(({ url }) => isSameOrigin(url, scope) && isConsoleApiPath(url.pathname), network);

  // Registered after the page route: '/' must not be answered from the precache while online.
  precacheAndRoute(precacheManifest, { directoryIndex: '', cleanURLs: false });
  cleanupOutdatedCaches();

  registerRoute(
    ({ url }) => isSameOrigin(url, scope) && url.pathname === RUNTIME_CONFIG_URL,
    new NetworkFirst({
      cacheName: RUNTIME_CONFIG_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );

  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' && isSameOrigin(url, scope) && !isApiPath(url.pathname),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );

  // The page that installed this worker loaded /runtime-config.js before the worker existed: keep a
  // copy now, so the first offline start has it. A failure must not fail the installation.
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(RUNTIME_CONFIG_CACHE)
        .then((cache) => cache.add(RUNTIME_CONFIG_URL))
        .catch(() => undefined),
    );
  });
}
