// @vitest-environment jsdom
import '../test/setupDom';
import { SEARCH_PAGE_SIZE } from '@spona/contracts';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiGet } from '../lib/apiClient';
import { clearAuth, writeAuth } from '../lib/authStorage';
import { jsonResponse } from '../test/publicDataFixture';
import { fetchArrangements } from '../features/messenger/api/messengerApi';
import { fetchPublicProfile } from '../features/profile/api/profileApi';
import { creatorSearch } from '../features/search/api/searchApi';
import { creatorApiQuery, readCreatorState } from '../features/search/lib/searchState';
import { startEarlyRequests } from './earlyRequests';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
const sentUrls = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ data: [], total: 0 }));
  vi.stubGlobal('fetch', fetchMock);
  writeAuth({ access_token: 'token', refresh_token: 'refresh', expires_in: 3600 * 48 });
});
afterEach(async () => {
  // An early answer nobody took waits 15 s for its page: take it, so the next test starts afresh.
  await apiGet('auth/user').catch(() => undefined);
  clearAuth();
  vi.unstubAllGlobals();
});

/** What the page's own first call sends, after the early requests of `pathname`. */
async function pageCallAfterEarly(pathname: string, pageCall: () => Promise<unknown>) {
  startEarlyRequests({ pathname, search: '' });
  // Sent at once (fetch is called synchronously), before any of the app's code has loaded.
  const early = [...sentUrls()];
  await pageCall().catch(() => undefined);
  return { early, after: sentUrls() };
}

describe('the data a signed-in page asks for first, asked before React renders (issue 19)', () => {
  it('is the very call the creator search makes with its defaults: the page asks no second time', async () => {
    const state = readCreatorState(new URLSearchParams());
    const { early, after } = await pageCallAfterEarly('/search/creators', () =>
      Promise.all([
        creatorSearch.fetchPage(creatorApiQuery(state), { skip: 0, limit: state.perPage }),
        // The cards name places from the reference data.
        apiGet('public/data'),
      ]),
    );
    expect(state.perPage).toBe(SEARCH_PAGE_SIZE);
    expect(early).toEqual(expect.arrayContaining(['/api/v1/auth/user', '/api/v1/public/data']));
    expect(after).toEqual(early);
  });

  it('does not ask for the reference data a page the server rendered came with; its own data it does', async () => {
    vi.resetModules();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'spona-answers';
    element.textContent = JSON.stringify({
      '/api/v1/public/data': {},
      '/api/v1/public/influencers/12': {},
    });
    document.body.append(element);
    const early = await import('./earlyRequests');
    early.startEarlyRequests({ pathname: '/creator/12', search: '' });
    element.remove();
    // The profile is asked again with the user's token (its views count, SPEC §7); the places are not.
    expect(sentUrls().sort()).toEqual(['/api/v1/auth/user', '/api/v1/public/influencers/12']);
    // Its own early answers (a module of its own): taken, so that the next test starts afresh.
    const client = await import('../lib/apiClient');
    await Promise.all([client.apiGet('auth/user'), client.apiGet('public/influencers/12')]).catch(
      () => undefined,
    );
  });

  it('is the very call the messenger makes for its first tab', async () => {
    const { early, after } = await pageCallAfterEarly('/messenger', () => fetchArrangements('active', '', 0));
    expect(after).toEqual(early);
  });

  it('is the very calls a public profile makes: its profile and the reference data naming its place', async () => {
    const { early, after } = await pageCallAfterEarly('/creator/12', () =>
      Promise.all([fetchPublicProfile('INFLUENCER', 12), apiGet('public/data')]),
    );
    expect([...early].sort()).toEqual(
      ['/api/v1/auth/user', '/api/v1/public/data', '/api/v1/public/influencers/12'].sort(),
    );
    expect(after).toEqual(early);
  });

  it('asks nothing for a visitor who is not signed in, and only auth/user for an address with a query', async () => {
    clearAuth();
    startEarlyRequests({ pathname: '/messenger', search: '' });
    writeAuth({ access_token: 'token', refresh_token: 'refresh', expires_in: 3600 * 48 });
    startEarlyRequests({ pathname: '/search/creators', search: '?sort=followers' });
    await vi.waitFor(() => expect(sentUrls()).toEqual(['/api/v1/auth/user']));
  });

  it('asks nothing with a token about to be refreshed: the app refreshes it first', async () => {
    writeAuth({ access_token: 'token', refresh_token: 'refresh', expires_in: 3600 });
    startEarlyRequests({ pathname: '/messenger', search: '' });
    // An early GET is sent at once (fetch is called synchronously): nothing was.
    expect(sentUrls()).toEqual([]);
    writeAuth({ access_token: 'token', refresh_token: 'refresh', expires_in: 3600 * 48 });
  });

  it("asks for the first card's photo and a profile's cover as soon as their answers name them", async () => {
    const pictures: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(url: string) {
          pictures.push(`${url} ${this.fetchPriority}`);
        }
      },
    );
    fetchMock.mockImplementation(async (url) =>
      url.includes('search/influencers')
        ? jsonResponse({ data: [{ image_url: null, cover_url: '/assets/images/cover-1.webp' }], total: 1 })
        : url.includes('public/influencers/12')
          ? jsonResponse({ id: 12, cover_url: '/assets/images/cover-12.webp' })
          : jsonResponse({}),
    );
    const search = await pageCallAfterEarly('/search/creators', () =>
      creatorSearch.fetchPage(creatorApiQuery(readCreatorState(new URLSearchParams())), {
        skip: 0,
        limit: SEARCH_PAGE_SIZE,
      }),
    );
    // The page still takes the answer itself, whole.
    expect(search.after).toEqual(search.early);
    await pageCallAfterEarly('/creator/12', () => fetchPublicProfile('INFLUENCER', 12));
    await vi.waitFor(() =>
      expect(pictures).toEqual(['/assets/images/cover-1.webp high', '/assets/images/cover-12.webp high']),
    );
    // The messenger's first answer names no picture.
    await pageCallAfterEarly('/messenger', () => fetchArrangements('active', '', 0));
    expect(pictures).toHaveLength(2);
  });
});
