// @vitest-environment jsdom
import '../../../test/setupDom';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBlogPost } from '@spona/contracts';
import { i18n } from '../../../lib/i18n';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { renderApp } from '../../../test/renderApp';

/** Lazy route chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const POSTS: TBlogPost[] = [
  {
    title: 'How to pick the right creator',
    url: 'https://blog.spona.example/pick',
    excerpt: 'Followers are not everything.',
    published_at: '2026-03-10T08:00:00.000Z',
    image_url: '/api/v1/public/blog/images/0123456789abcdef01234567.webp',
  },
  {
    title: '<img src=x onerror=alert(1)> Prices in 2026',
    url: 'https://blog.spona.example/prices',
    excerpt: '',
    published_at: null,
  },
];

/** The API as the home page sees it: public data, and `blog` for GET public/blog. */
function answerApi(blog: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/public/blog')) return blog();
      const language = new Headers(init?.headers).get('App-language') === 'en' ? 'en' : 'hr';
      return jsonResponse(buildPublicData({}, language));
    }),
  );
}

describe('home page (SPEC §2)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the counters of public data, grouped the way the language writes numbers', async () => {
    answerApi(() => jsonResponse({ data: [] }));
    renderApp('/');
    const counters = await screen.findByRole('region', { name: 'Spona in numbers' }, PAGE_LOAD);
    expect(await within(counters).findByText('1,234,567', undefined, PAGE_LOAD)).toBeDefined();
    expect(within(counters).getByText('Followers reached')).toBeDefined();
    expect(within(counters).getByTestId('counter-influencers').textContent).toBe('420');
    expect(within(counters).getByTestId('counter-offers').textContent).toBe('87');
    // Shortened for phones (shown below 576 px).
    expect(within(counters).getByText('1.2M')).toBeDefined();
  });

  it('writes the counters the Croatian way in Croatian', async () => {
    await i18n.changeLanguage('hr');
    answerApi(() => jsonResponse({ data: [] }));
    renderApp('/');
    const counters = await screen.findByRole('region', { name: 'Spona u brojkama' }, PAGE_LOAD);
    expect(await within(counters).findByText('1.234.567', undefined, PAGE_LOAD)).toBeDefined();
  });

  it('lists the latest blog posts as links that open in a new tab, their text shown as text', async () => {
    answerApi(() => jsonResponse({ data: POSTS }));
    renderApp('/');
    const blog = await screen.findByRole('region', { name: 'Latest from the blog' }, PAGE_LOAD);
    const posts = await within(blog).findAllByRole('article', undefined, PAGE_LOAD);
    expect(posts).toHaveLength(2);

    const first = within(posts[0]!).getByRole('link', {
      name: 'How to pick the right creator (opens in a new tab)',
    });
    expect(first.getAttribute('href')).toBe('https://blog.spona.example/pick');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(posts[0]!).getByText('March 10, 2026')).toBeDefined();
    expect(within(posts[0]!).getByText('Followers are not everything.')).toBeDefined();
    expect(posts[0]!.querySelector('img')?.getAttribute('src')).toBe(POSTS[0]!.image_url);

    // Feed text never becomes markup.
    expect(within(posts[1]!).getByRole('heading', { level: 3 }).textContent).toContain(
      '<img src=x onerror=alert(1)> Prices in 2026',
    );
    expect(posts[1]!.querySelector('img')).toBeNull();
  });

  it('shows placeholders while the posts load', async () => {
    answerApi(() => new Promise<Response>(() => undefined));
    renderApp('/');
    const blog = await screen.findByRole('region', { name: 'Latest from the blog' }, PAGE_LOAD);
    expect(blog.getAttribute('aria-busy')).toBe('true');
    expect(within(blog).queryAllByRole('article')).toEqual([]);
  });

  it.each([
    ['there are no posts', () => jsonResponse({ data: [] })],
    ['the call fails', () => jsonResponse({ message: 'An error occurred.' }, 500)],
  ])('hides the blog section when %s', async (_case, blog) => {
    answerApi(blog);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    await waitFor(() => {
      const calls = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls;
      expect(calls.some(([url]) => url.includes('/public/blog'))).toBe(true);
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Latest from the blog' })).toBeNull());
  });
});
