// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildCreatorCard } from '../../../test/creatorCardFixture';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { resetLocationTrail } from '../lib/locationTrail';
import { clearSearchSnapshots } from '../lib/searchSnapshots';

let searchCalls: string[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  searchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/search/influencers')) {
        searchCalls.push(url);
        return jsonResponse({
          data: [
            buildCreatorCard({ response_stats: { rate: 0.9, median_minutes: 110, requests: 10 } }),
            buildCreatorCard({ id: 4, first_name: 'Luka', last_name: 'Novak' }),
          ],
          total: 2,
        });
      }
      if (url.includes('/public/influencers/')) return jsonResponse({ message: 'not found' }, 404);
      return jsonResponse(buildPublicData({}, 'en'));
    }),
  );
});

afterEach(() => {
  resetLocationTrail();
  clearSearchSnapshots();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Lazy pages load their code on the first visit. */
const PAGE_LOAD = { timeout: 10_000 };

async function showResults() {
  const cards = await screen.findAllByTestId('creator-card', {}, PAGE_LOAD);
  expect(cards.map((card) => card.getAttribute('data-name'))).toEqual(['Ana Kovačević', 'Luka Novak']);
}

describe('creator cards', { timeout: 30_000 }, () => {
  it('show the response figures when there are enough requests (issue 16)', async () => {
    signInForTest();
    renderApp('/search/creators?page=1');
    const cards = await screen.findAllByTestId('creator-card', {}, PAGE_LOAD);
    expect(within(cards[0]!).getByTestId('response-stats').textContent).toBe(
      'Responds within ~2 h · 90 % response rate',
    );
    expect(within(cards[1]!).queryByTestId('response-stats')).toBeNull();
  });
});

describe('returning to the creator search (SPEC §2)', { timeout: 30_000 }, () => {
  it('re-attaches the results and the scroll position when coming back from a creator page', async () => {
    signInForTest();
    const { router } = renderApp('/search/creators?categories=1&page=1');
    await showResults();
    expect(searchCalls).toHaveLength(1);
    scrollWindowTo(700);

    await router.navigate('/creator/3');
    await screen.findByRole('heading', { level: 1, name: 'Creator not found' }, PAGE_LOAD);
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate(-1);

    await showResults();
    expect(router.state.location.search).toBe('?categories=1&page=1');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 700);
    expect(searchCalls).toHaveLength(1);
  });

  it('starts fresh at the top when coming back from the dashboard', async () => {
    signInForTest();
    const { router } = renderApp('/search/creators?categories=1&page=1');
    await showResults();
    scrollWindowTo(700);

    await router.navigate('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_LOAD);
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate(-1);

    await showResults();
    // The router restores its saved position first; the fresh search page has the last word.
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(searchCalls).toHaveLength(2));
  });

  it('starts fresh when a link opens the creator search from a creator page', async () => {
    signInForTest();
    const { router } = renderApp('/search/creators?page=1');
    await showResults();
    scrollWindowTo(700);

    await router.navigate('/creator/3');
    await screen.findByRole('heading', { level: 1, name: 'Creator not found' }, PAGE_LOAD);
    await router.navigate('/search/creators?page=1');

    await showResults();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(searchCalls).toHaveLength(2));
  });
});

describe('the search login wall (SPEC §2, §6)', { timeout: 30_000 }, () => {
  it('asks an anonymous visitor of a search sub-route to sign in or register, and searches nothing', async () => {
    const { router } = renderApp('/search/creators/fashion?query=ana');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to search' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/search/creators/fashion');
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Creator search' })).toBeDefined();
    expect(searchCalls).toHaveLength(0);
  });
});

describe('keyboard return to the creator search (issue 18)', { timeout: 30_000 }, () => {
  it('gives the focus back to the card that was opened', async () => {
    signInForTest();
    const { router } = renderApp('/search/creators?page=1');
    await showResults();
    const luka = screen.getAllByTestId('creator-card')[1]!;
    luka.focus();

    await router.navigate(luka.getAttribute('href')!);
    await screen.findByRole('heading', { level: 1, name: 'Creator not found' }, PAGE_LOAD);
    await router.navigate(-1);

    await showResults();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-name')).toBe('Luka Novak'));
  });
});
