// @vitest-environment jsdom
import '../test/setupDom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiGet, apiPost } from './apiClient';
import { buildApiUrl, buildRequestHeaders } from './apiRequestParts';
import { ApiError } from './apiError';
import { writeAuth } from './authStorage';
import { startEarlyGet } from './earlyResponses';
import { i18n } from './i18n';
import { jsonResponse } from '../test/publicDataFixture';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function sentUrls(): string[] {
  return fetchMock.mock.calls.map(([url]) => url);
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe('apiClient', () => {
  beforeEach(async () => {
    fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('hr');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends App-language and App-standalone on every call (SPEC §7)', async () => {
    await apiGet('search/offers');
    expect(sentUrls()).toEqual(['/api/v1/search/offers']);
    expect(sentHeaders().get('App-language')).toBe('hr');
    expect(sentHeaders().get('App-standalone')).toBe('false');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('says App-standalone true when the app runs installed', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    );
    await apiGet('search/offers');
    expect(sentHeaders().get('App-standalone')).toBe('true');
    vi.restoreAllMocks();
  });

  it('sends the current language after a switch', async () => {
    await i18n.changeLanguage('en');
    await apiGet('search/offers');
    expect(sentHeaders().get('App-language')).toBe('en');
  });

  it('sends the bearer token when an auth record is stored', async () => {
    writeAuth({ access_token: 'abc', refresh_token: 'def', expires_in: 60 });
    await apiGet('dashboard/data');
    expect(sentHeaders().get('Authorization')).toBe('Bearer abc');
  });

  it('echoes the XSRF cookie on non-GET calls only', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    await apiPost('bugs', { problem: 'x' });
    await apiGet('search/offers');
    expect(sentHeaders(0).get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(sentHeaders(0).get('Content-Type')).toBe('application/json');
    expect(sentHeaders(1).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends a FormData as it is, without the JSON content type (uploads)', async () => {
    const form = new FormData();
    form.append('offer_id', '7');
    await apiPost('agencies/offers/images', form);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('leaves out empty query parameters', async () => {
    await apiGet('search/offers', { query: { text: 'moda', type: '', skip: 0, limit: undefined } });
    expect(sentUrls()).toEqual(['/api/v1/search/offers?text=moda&skip=0']);
  });

  it('caches the listed GETs for 300000 ms', async () => {
    vi.useFakeTimers();
    await apiGet('public/data');
    await apiGet('categories');
    await apiGet('public/data');
    await apiGet('categories');
    expect(sentUrls()).toEqual(['/api/v1/public/data', '/api/v1/categories']);

    vi.advanceTimersByTime(300_000);
    await apiGet('public/data');
    expect(sentUrls()).toHaveLength(3);
  });

  it('never caches other GETs', async () => {
    await apiGet('search/offers');
    await apiGet('search/offers');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('bypasses the cache on force_refresh and strips it before sending', async () => {
    await apiGet('public/influencers/5');
    await apiGet('public/influencers/5', { query: { force_refresh: true } });
    await apiGet('public/influencers/5?force_refresh=true');
    expect(sentUrls()).toEqual([
      '/api/v1/public/influencers/5',
      '/api/v1/public/influencers/5',
      '/api/v1/public/influencers/5',
    ]);
  });

  it('keeps a cache per language', async () => {
    await apiGet('public/data');
    await i18n.changeLanguage('en');
    await apiGet('public/data');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not cache POSTs to listed URLs', async () => {
    await apiPost('categories', {});
    await apiPost('categories', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rethrows HTTP errors with their message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Nije pronađeno.' }, 404));
    const error = await apiGet('public/influencers/999').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Nije pronađeno.' });
  });

  it('uses the translated generic message when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(apiGet('search/offers')).rejects.toMatchObject({
      status: 500,
      message: 'Došlo je do pogreške.',
    });
  });

  /** A GET as the entry starts it (app/earlyRequests.ts), in Croatian. */
  function startEarly(path: string) {
    const url = buildApiUrl(path);
    startEarlyGet(url, buildRequestHeaders('GET', url, false, 'hr'));
  }

  it('lets the first call of an address take the answer of a GET started before the app loaded (issue 19)', async () => {
    startEarly('auth/user');
    startEarly('auth/user');
    await expect(apiGet('auth/user')).resolves.toEqual({ ok: true });
    expect(sentUrls()).toEqual(['/api/v1/auth/user']);
    // Taken once: a later call asks the server again.
    await apiGet('auth/user');
    expect(sentUrls()).toEqual(['/api/v1/auth/user', '/api/v1/auth/user']);
  });

  it('does not hand an early answer to a call of another address or language (issue 19)', async () => {
    startEarly('dashboard/data');
    await i18n.changeLanguage('en');
    await apiGet('dashboard/data');
    await apiGet('auth/user');
    expect(sentUrls()).toEqual(['/api/v1/dashboard/data', '/api/v1/dashboard/data', '/api/v1/auth/user']);
  });
});
