import type { Page } from '@playwright/test';
import { BLOG_POSTS, startBlogStandIn, type BlogStandIn } from '../fixtures/blogStandIn';
import { defineOwnServer, type OwnServer } from '../fixtures/ownServer';
import { expect, test } from '../fixtures/test';

/**
 * Issue 7 deliverables 2 and 6: the home page (counters, latest blog posts, the production redirect of
 * SPEC §2) and the about, support and privacy pages in both languages.
 */

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

type PublicCounters = { counters: { followers: number; influencers: number; offers: number } };
const isPublicData = (url: string) => new URL(url).pathname === '/api/v1/public/data';

/** What the page says its horizontal overflow is: 0 when it fits the screen. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('home page', () => {
  test('shows the sign-up form and the counters of public data; no blog section without a feed', async ({
    page,
  }) => {
    // The counters the page itself was answered: other specs running beside this one add offers.
    const dataAnswer = page.waitForResponse((response) => isPublicData(response.url()));
    const blogAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/public/blog'));
    await page.goto('/');
    const { counters } = (await (await dataAnswer).json()) as PublicCounters;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where creators and brands meet' }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();
    const numbers = page.getByRole('region', { name: 'Spona in numbers' });
    await expect(numbers.getByTestId('counter-followers')).toHaveText(
      counters.followers.toLocaleString('en-US'),
    );
    await expect(numbers.getByTestId('counter-influencers')).toHaveText(
      counters.influencers.toLocaleString('en-US'),
    );
    await expect(numbers.getByTestId('counter-offers')).toHaveText(counters.offers.toLocaleString('en-US'));
    expect(counters.influencers).toBeGreaterThan(0);

    // The suite's server has no BLOG_FEED_URL: the call answers no posts and the section stays away.
    expect(await (await blogAnswer).json()).toEqual({ data: [] });
    await expect(page.getByRole('region', { name: 'Latest from the blog' })).toHaveCount(0);
  });

  test('fits a 375 px phone, the counters side by side and shortened', async ({ page }) => {
    const short = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
    await page.setViewportSize({ width: 375, height: 740 });
    const dataAnswer = page.waitForResponse((response) => isPublicData(response.url()));
    await page.goto('/');
    const { counters } = (await (await dataAnswer).json()) as PublicCounters;
    const numbers = page.getByRole('region', { name: 'Spona in numbers' });
    await expect(numbers.getByText(short.format(counters.followers), { exact: true })).toBeVisible();
    await expect(numbers.getByTestId('counter-followers')).toBeHidden();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

const PAGES = [
  {
    path: '/about',
    link: 'About Spona',
    en: 'About Spona',
    hr: 'O Sponi',
    section: 'How it works for creators',
  },
  { path: '/support', link: 'Support', en: 'Support', hr: 'Podrška', section: 'Frequently asked questions' },
  {
    path: '/privacy',
    link: 'Privacy policy',
    en: 'Privacy policy',
    hr: 'Politika privatnosti',
    section: 'Your rights',
  },
] as const;

test.describe('about, support and privacy pages', () => {
  test('are linked from the footer and read in English', async ({ page }) => {
    await page.goto('/');
    for (const info of PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: info.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${info.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: info.en })).toBeVisible();
      await expect(page.getByRole('region', { name: info.section })).toBeVisible();
    }
    await expect(page.getByText(/Effective from \w+ \d+, \d{4}/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@spona.local' }).first()).toHaveAttribute(
      'href',
      'mailto:support@spona.local',
    );
  });

  test('fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const info of PAGES) {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.en })).toBeVisible();
      expect(await overflowOf(page), info.path).toBeLessThanOrEqual(0);
    }
  });

  test.describe('in Croatian', () => {
    test.use({ locale: 'hr-HR' });

    test('read in Croatian', async ({ page }) => {
      for (const info of PAGES) {
        await page.goto(info.path);
        await expect(page.getByRole('heading', { level: 1, name: info.hr })).toBeVisible();
      }
      await expect(page.getByText(/Vrijedi od \d+\. \p{L}+ \d{4}\./u)).toBeVisible();
      await expect(page.getByText('13 mjeseci, a zatim se automatski briše.').first()).toBeVisible();
    });
  });

  test.describe('before consent', () => {
    test.use({ consent: 'none' });

    test('the consent banner links to the privacy policy, which can withdraw the consent again', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies and analytics' });
      await banner.getByRole('link', { name: 'privacy policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await banner.getByRole('button', { name: 'Accept' }).click();
      await expect(banner).toBeHidden();

      const choice = page.getByRole('region', { name: 'Your analytics choice' });
      await expect(choice.getByText('You have allowed analytics in this browser.')).toBeVisible();
      await choice.getByRole('button', { name: 'Withdraw consent' }).click();
      await expect(
        choice.getByText('Consent withdrawn. Nothing more is recorded for analytics.'),
      ).toBeVisible();
      await expect(banner).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('consent'))).toBeNull();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'consent')).toBe(false);
    });
  });
});

test.describe('with a blog feed and a marketing site, in production', () => {
  let blog: BlogStandIn;
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    blog = await startBlogStandIn();
    server = defineOwnServer(Number(process.env.E2E_PORT ?? 3100) + 70, {
      BLOG_FEED_URL: blog.feedUrl,
      MARKETING_SITE_URL: blog.marketingUrl,
    });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
    await blog?.close();
  });

  test('a browser tab on / goes to the marketing site, and Back does not bring it round again', async ({
    page,
  }) => {
    await page.goto(`${server.baseUrl}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About Spona' })).toBeVisible();

    // In-app link to / (the brand), then a direct visit: both leave for the marketing site.
    await page.getByRole('link', { name: 'Spona' }).first().click();
    await expect(page).toHaveURL(blog.marketingUrl);
    await expect(page.getByRole('heading', { name: 'Spona for brands' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${server.baseUrl}/about`);

    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveURL(blog.marketingUrl);
  });

  test('the installed app shows the home page with the latest posts of the feed, as text', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a feed's script ran: ${dialog.message()}`);
    });
    // Installed: display-mode standalone (Chromium has no switch for it in a test).
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = matchMedia(query);
        if (query.includes('display-mode: standalone'))
          Object.defineProperty(list, 'matches', { value: true });
        return list;
      };
    });
    await page.goto(`${server.baseUrl}/`);
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    const section = page.getByRole('region', { name: 'Latest from the blog' });
    const posts = section.getByRole('article');
    await expect(posts).toHaveCount(BLOG_POSTS.length);
    for (const [index, post] of BLOG_POSTS.entries()) {
      const card = posts.nth(index);
      const link = card.getByRole('link', { name: `${post.title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', post.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(card.getByText(post.excerpt)).toBeVisible();
      await expect(card.getByText(post.date)).toBeVisible();
    }
    // The picture comes from Spona's own origin, not from the blog's host.
    const picture = posts.first().locator('img');
    await expect(picture).toHaveAttribute('src', /^\/api\/v1\/public\/blog\/images\/[a-f0-9]{24}\.webp$/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(section.getByRole('img')).toHaveCount(0);
    expect(await section.locator('script').count()).toBe(0);
  });
});
