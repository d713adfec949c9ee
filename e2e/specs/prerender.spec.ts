import type { Page } from '@playwright/test';
import { buildAccount, registerThroughApi, suiteServer } from '../fixtures/accounts';
import { firstSearchedCreators } from '../fixtures/api';
import { expect, signInThroughApi, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 19: the server sends each page prerendered for the visitor's state (language, signed in,
 * consent), the browser paints it before any JavaScript and hydrates it without a difference (the
 * fixture fails a test on any console error, a hydration mismatch among them), and the signed-in
 * page's first data is asked for once, before React renders.
 */

/** How the app started on this page: 'hydrated' (a prerendered page) or 'rendered' (afresh). */
const startOf = (page: Page) => page.locator('html').getAttribute('data-start');

test.describe('prerendered pages', () => {
  test('what is typed into a prerendered form before the app has hydrated it is kept, and signs in', async ({
    browser,
  }) => {
    const account = await registerThroughApi(buildAccount());
    // A page of its own: the fixture's waits for the app after each load are what this test is not.
    const context = await browser.newContext({ locale: 'hr-HR' });
    await context.addCookies([
      { name: 'consent', value: 'accepted', url: suiteServer.baseUrl },
      { name: 'locale', value: 'hr', url: suiteServer.baseUrl },
    ]);
    const slow = await context.newPage();
    // The app's code arrives late, as on a slow phone: the visitor types into the painted form first.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await slow.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await slow.goto(`${suiteServer.baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    const main = slow.getByRole('main');
    const username = main.getByLabel('E-pošta ili korisničko ime');
    const password = main.getByLabel('Lozinka', { exact: true });
    await username.fill(account.username);
    await password.fill(account.password);
    expect(await slow.locator('html').getAttribute('data-ready')).toBeNull();

    releaseApp();
    await expect(slow.locator('html')).toHaveAttribute('data-ready', 'true');
    await expect(slow.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(username).toHaveValue(account.username);
    await expect(password).toHaveValue(account.password);
    // The app has the typing too, not only the page: signing in works.
    await main.getByRole('button', { name: 'Prijavi se' }).click();
    await expect(slow).not.toHaveURL(/\/login/);
    await context.close();
  });

  for (const [locale, heading] of [
    ['en', 'Where creators and brands meet'],
    ['hr', 'Mjesto gdje se susreću kreatori i brendovi'],
  ] as const) {
    test(`the home page in ${locale} is whole before any JavaScript, then hydrated`, async ({
      page,
      browser,
    }) => {
      const html = await (
        await page.request.get('/', { headers: { Cookie: `locale=${locale}; consent=accepted` } })
      ).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(heading);

      // A browser without JavaScript still sees the page (the slow phone's first paint).
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      await context.addCookies([{ name: 'locale', value: locale, url: suiteServer.baseUrl }]);
      const bare = await context.newPage();
      await bare.goto(`${suiteServer.baseUrl}/`);
      await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await context.close();

      // The language chosen earlier, as the app keeps it: stored, and in its cookie beside it.
      await page.context().addCookies([{ name: 'locale', value: locale, url: suiteServer.baseUrl }]);
      await page.addInitScript((chosen) => window.localStorage.setItem('locale', chosen), locale);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated means working: the language switch answers.
      await page
        .getByRole('button', { name: locale === 'en' ? /^HR/ : /^EN/ })
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'hr' : 'en');
    });
  }

  test('the creator search and a public profile come with their public data before any JavaScript, then hydrate it', async ({
    page,
    browser,
  }) => {
    const first = (await firstSearchedCreators(1))[0]!;
    const name = first.name;

    // Signed in (the cookie is all the server knows), without JavaScript: the cards and the profile.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en' });
    await context.addCookies(
      ['auth=1', 'locale=en', 'consent=accepted'].map((pair) => {
        const [cookie = '', value = ''] = pair.split('=');
        return { name: cookie, value, url: suiteServer.baseUrl };
      }),
    );
    const bare = await context.newPage();
    await bare.goto(`${suiteServer.baseUrl}/search/creators`);
    await expect(bare.getByTestId('creator-card').first()).toContainText(name);
    await bare.goto(`${suiteServer.baseUrl}/creator/${first.id}`);
    await expect(bare.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.close();

    // With it, the same page hydrated (no mismatch: the fixture fails on any console error), working.
    await page.context().addCookies([{ name: 'locale', value: 'en', url: suiteServer.baseUrl }]);
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await storeAuthRecord(page);
    await page.goto('/search/creators');
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(page.getByTestId('creator-card').first()).toContainText(name);
    await page.getByTestId('creator-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/creator/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a visitor whose stored state disagrees with the cookies gets the page rendered afresh, not a wrong one', async ({
    page,
  }) => {
    // The cookie says English, the stored choice Croatian (a cookie from before the stored choice).
    await page.context().addCookies([{ name: 'locale', value: 'en', url: suiteServer.baseUrl }]);
    await page.addInitScript(() => window.localStorage.setItem('locale', 'hr'));
    await page.goto('/login');
    expect(await startOf(page)).toBe('rendered');
    await expect(page.getByRole('heading', { level: 1, name: 'Prijava' })).toBeVisible();
    // The app set the cookie right for the next page.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('hr');
    await page.reload();
    expect(await startOf(page)).toBe('hydrated');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`signed-in pages at ${viewport.width} px hydrate their shell and ask for their first data once`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await storeAuthRecord(page);
      const token = await signInThroughApi({
        username: 'ana.kovacevic@spona.local',
        password: 'spona-demo-2026',
      });
      const creator = (await (
        await fetch(`${suiteServer.baseUrl}/api/v1/search/influencers?limit=1`, {
          headers: { Authorization: `Bearer ${token.access_token}` },
        })
      ).json()) as { data: { id: number }[] };
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/v1/')) asked.push(url.pathname + url.search);
      });
      for (const [path, firstData] of [
        ['/dashboard', '/api/v1/dashboard/data'],
        ['/search/creators', '/api/v1/search/influencers?sort=rank&order=desc&limit=10'],
        ['/messenger', '/api/v1/arrangements?tab=active&skip=0&limit=30'],
        [`/creator/${creator.data[0]!.id}`, `/api/v1/public/influencers/${creator.data[0]!.id}`],
      ] as const) {
        asked.length = 0;
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(
          asked.filter((url) => url === '/api/v1/auth/user'),
          path,
        ).toHaveLength(1);
        expect(
          asked.filter((url) => url === firstData),
          path,
        ).toHaveLength(1);
      }
    });
  }
});
