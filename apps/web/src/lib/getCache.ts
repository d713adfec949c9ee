import { CACHED_GET_URL_PARTS, GET_CACHE_TTL_MS } from '@spona/contracts';

/** SPEC §7: the query parameter that bypasses the GET cache; it never reaches the server. */
export const FORCE_REFRESH_PARAM = 'force_refresh';

/** SPEC §7: only GETs whose URL contains one of the listed parts are cached. */
export function isCacheableUrl(url: string): boolean {
  return CACHED_GET_URL_PARTS.some((part) => url.includes(part));
}

/**
 * Removes `force_refresh` from a URL (absolute or relative) and says whether it asked for a fresh response.
 * `force_refresh=false` is stripped too but does not bypass the cache.
 */
export function stripForceRefresh(url: string): { url: string; isForceRefresh: boolean } {
  const hashIndex = url.indexOf('#');
  const withoutHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf('?');
  if (queryIndex === -1) return { url, isForceRefresh: false };
  const params = new URLSearchParams(withoutHash.slice(queryIndex + 1));
  if (!params.has(FORCE_REFRESH_PARAM)) return { url, isForceRefresh: false };
  const isForceRefresh = params.getAll(FORCE_REFRESH_PARAM).some((value) => value !== 'false');
  params.delete(FORCE_REFRESH_PARAM);
  const query = params.toString();
  return { url: withoutHash.slice(0, queryIndex) + (query ? `?${query}` : ''), isForceRefresh };
}

interface CacheEntry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * In-memory cache of GET responses (SPEC §7): entries live `ttlMs` (300000 ms). It holds the pending
 * promise, so calls made while the first is in flight share it; a failed call is forgotten.
 */
export class GetCache {
  readonly #entries = new Map<string, CacheEntry>();

  constructor(
    private readonly ttlMs: number = GET_CACHE_TTL_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Returns the cached response of `key` while it is fresh, otherwise runs `load` and caches its result.
   * `isForceRefresh` skips the cached value but stores the new one.
   */
  fetch<T>(key: string, load: () => Promise<T>, isForceRefresh = false): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && !isForceRefresh && entry.expiresAt > this.now()) return entry.value as Promise<T>;
    const value = load();
    const fresh: CacheEntry = { expiresAt: this.now() + this.ttlMs, value };
    this.#entries.set(key, fresh);
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The API client's cache of GET responses. */
export const apiGetCache = new GetCache();

/** Forgets every cached GET response (language change, logout). */
export function clearGetCache(): void {
  apiGetCache.clear();
}
