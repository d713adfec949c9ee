import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_GET_URL_PARTS } from '@spona/contracts';
import { GetCache, isCacheableUrl, stripForceRefresh } from './getCache';

describe('which GETs are cached (SPEC §7)', () => {
  it.each([
    '/api/v1/public/data',
    '/api/v1/categories',
    '/api/v1/locations',
    '/api/v1/networks',
    '/api/v1/public/influencers/12',
    '/api/v1/public/agencies/7?x=1',
  ])('caches %s', (url) => {
    expect(isCacheableUrl(url)).toBe(true);
  });

  it.each([
    '/api/v1/search/offers?text=a',
    '/api/v1/auth/user',
    '/api/v1/public/featured',
    '/api/v1/public/agencies?text=a',
    '/api/v1/dashboard/data',
  ])('does not cache %s', (url) => {
    expect(isCacheableUrl(url)).toBe(false);
  });

  it('caches exactly the six listed URL parts', () => {
    expect(CACHED_GET_URL_PARTS).toHaveLength(6);
  });
});

describe('stripForceRefresh', () => {
  it('removes force_refresh and reports the bypass', () => {
    expect(stripForceRefresh('/api/v1/public/influencers/3?force_refresh=true&a=1')).toEqual({
      url: '/api/v1/public/influencers/3?a=1',
      isForceRefresh: true,
    });
  });

  it('leaves no dangling question mark', () => {
    expect(stripForceRefresh('/api/v1/public/data?force_refresh=true').url).toBe('/api/v1/public/data');
  });

  it('strips force_refresh=false without bypassing', () => {
    expect(stripForceRefresh('/api/v1/categories?force_refresh=false')).toEqual({
      url: '/api/v1/categories',
      isForceRefresh: false,
    });
  });

  it('keeps URLs without it unchanged', () => {
    expect(stripForceRefresh('/api/v1/categories?a=1')).toEqual({
      url: '/api/v1/categories?a=1',
      isForceRefresh: false,
    });
  });
});

describe('GetCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a response for 300000 ms and loads it again afterwards', async () => {
    const cache = new GetCache();
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));

    expect(await cache.fetch('k', load)).toEqual({ n: 1 });
    vi.advanceTimersByTime(299_999);
    expect(await cache.fetch('k', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(await cache.fetch('k', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('bypasses the cached value on force refresh and keeps the fresh one', async () => {
    const cache = new GetCache();
    const load = vi.fn(async () => load.mock.calls.length);
    await cache.fetch('k', load);
    expect(await cache.fetch('k', load, true)).toBe(2);
    expect(await cache.fetch('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one call between callers while it is in flight', async () => {
    const cache = new GetCache();
    const load = vi.fn(async () => 'value');
    const [first, second] = await Promise.all([cache.fetch('k', load), cache.fetch('k', load)]);
    expect([first, second]).toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed call so the next one tries again', async () => {
    const cache = new GetCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(cache.fetch('k', load)).rejects.toThrow('down');
    expect(await cache.fetch('k', load)).toBe('up');
  });

  it('forgets everything on clear', async () => {
    const cache = new GetCache();
    const load = vi.fn(async () => 'value');
    await cache.fetch('k', load);
    cache.clear();
    await cache.fetch('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
