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
import { PRERENDERED_PAGE_HEADER } from '@spona/contracts';
import { canFallBackToAppShell, isConsoleApiPath } from './navigationPaths';
import {
  isOutdatedPageCache,
  pageCacheKey,
  pageCacheName,
  pageFileUrl,
  readPrerenderState,
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

/** Where a navigation's prerendered page is kept, by the browser's cookies (undefined: not kept). */
async function findPageCacheKey(scope: ServiceWorkerGlobalScope, url: URL): Promise<string | undefined> {
  // The Cookie Store API (Chromium's workers have it); without it, pages come from the network.
  if (!('cookieStore' in scope) || !canFallBackToAppShell(url.pathname)) return undefined;
  try {
    return pageCacheKey(url, readPrerenderState(await scope.cookieStore.getAll()));
  } catch {
    return undefined;
  }
}

/**
 * Pages: the kept prerendered page of the browser's state, else the network (keeping the prerendered
 * page it answers), else (offline) the precached app shell.
 */
function pageHandler(scope: ServiceWorkerGlobalScope, network: NetworkOnly) {
  const pageCache = pageCacheName(__SPONA_BUILD_ID__);
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const cacheKey = await findPageCacheKey(scope, options.url);
    if (cacheKey) {
      const kept = await caches.open(pageCache).then((cache) => cache.match(cacheKey));
      if (kept) {
        // The preload the browser started is not needed; let it settle rather than cancel it.
        const preload = (options.event as FetchEvent).preloadResponse;
        if (preload) options.event.waitUntil(preload.catch(() => undefined));
        return kept;
      }
    }
    try {
      const response = await network.handle(options);
      const file = response.headers.get(PRERENDERED_PAGE_HEADER);
      // Kept only when the server chose the very page this worker would (the same cookies).
      if (
        cacheKey &&
        response.status === 200 &&
        file &&
        cacheKey === pageFileUrl(scope.location.origin, file)
      ) {
        const copy = response.clone();
        options.event.waitUntil(caches.open(pageCache).then((cache) => cache.put(cacheKey, copy)));
      }
      return response;
    } catch (error) {
      if (!canFallBackToAppShell(options.url.pathname)) throw error;
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
 *   repeat visit paints without waiting for the network), else the network (with navigation
 *   preload), keeping the prerendered page it answers; only when the network fails, the precached
 *   app shell, which then shows its offline state (never for the staff console, issue 17);
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
