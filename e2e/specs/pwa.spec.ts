import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { buildAccount, registerThroughApi } from '../fixtures/accounts';
import { callAs, firstSearchedCreators } from '../fixtures/api';
import {
  buildNextVersion,
  offerInstall,
  releaseBuild,
  startWebAppServer,
  suiteDistDir,
  waitForServiceWorker,
} from '../fixtures/pwa';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/** Collects the answers of the event log (SPEC §7) as `ACTION user_id status`, in order. */
function recordUpsellEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/api/v1/event-log')) return;
    const record = response.request().postDataJSON() as {
      category: string;
      action: string;
      payload: { user_id: number };
    };
    if (record.category === 'APP_UPSELL')
      events.push(`${record.action} ${record.payload.user_id} ${response.status()}`);
  });
  return events;
}

test.describe('install banner (SPEC §4)', () => {
  test.use({ viewport: { width: 375, height: 740 }, locale: 'en-US' });

  test('appears on a phone when the browser offers to install; accepting installs and logs it', async ({
    page,
  }) => {
    const events = recordUpsellEvents(page);
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Install the app' });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(banner).toHaveCount(0);

    await offerInstall(page, 'accepted');
    await expect(banner).toContainText('Install Spona on your phone');
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    expect(
      await page.evaluate(() => (window as unknown as { __installPrompts: number }).__installPrompts),
    ).toBe(1);
    await expect(banner).toHaveCount(0);
    // Anonymous: user id -1; each event stored (201).
    await expect
      .poll(() => events)
      .toEqual(['BANNER_APPEARED -1 201', 'BANNER_ACCEPTED -1 201', 'APP_INSTALL -1 201']);
  });

  test('closes for good with the signed-in user id logged, and is keyboard usable', async ({ page }) => {
    const account = await registerThroughApi(buildAccount({ preferredLanguage: 'en' }));
    const { id } = await callAs<{ id: number }>(account, 'GET', 'auth/user');
    await storeAuthRecord(page, account);
    const events = recordUpsellEvents(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await offerInstall(page, 'dismissed');
    const banner = page.getByRole('region', { name: 'Install the app' });
    const close = banner.getByRole('button', { name: 'Close the install offer' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect.poll(() => events).toEqual([`BANNER_APPEARED ${id} 201`, `BANNER_DISMISSED ${id} 201`]);

    // The next visit: the browser offers again, the banner does not nag.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstall(page, 'dismissed');
    await expect(page.getByTestId('banner-stack')).toBeAttached();
    await expect(banner).toHaveCount(0);
  });

  test.describe('before the cookie consent', () => {
    test.use({ consent: 'none' });

    test('stacks with the consent banner instead of covering it', async ({ page }) => {
      await page.goto('/login');
      const consent = page.getByTestId('consent-banner');
      await expect(consent).toBeVisible();
      await offerInstall(page, 'accepted');
      const install = page.getByRole('region', { name: 'Install the app' });
      await expect(install).toBeVisible();
      const [installBox, consentBox] = [await install.boundingBox(), await consent.boundingBox()];
      expect(installBox!.y + installBox!.height).toBeLessThanOrEqual(consentBox!.y + 0.5);
      // Both stay usable: the consent banner's button is not covered.
      await consent.getByRole('button').click();
      await expect(consent).toHaveCount(0);
      await expect(install).toBeVisible();
    });
  });

  test('stays away on a large screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('main')).toBeVisible();
    await offerInstall(page, 'accepted');
    await expect(page.getByTestId('banner-stack')).toBeAttached();
    await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  });
});

test.describe('offline (issue 7)', () => {
  test.use({
    locale: 'en-US',
    // What the browser itself reports for the calls that cannot go out while offline.
    allowedConsoleProblems: [/ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed/],
  });

  test('an offline reload shows the app shell with a clear offline state, and it recovers', async ({
    page,
    context,
  }) => {
    await storeAuthRecord(page);
    await page.goto('/dashboard');
    const title = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(title).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    // The app itself (navbar, page, footer), not the browser's error page.
    await expect(title).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const offline = page.getByRole('region', { name: 'Connection' });
    await expect(offline).toContainText('You are offline');
    await expect(
      page.getByRole('region', { name: 'Arrangements' }).getByRole('button', { name: 'Try again' }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Arrangements' }).getByRole('alert')).toHaveCount(0);
  });
});

test.describe('repeat visits (issue 19)', () => {
  test.use({
    locale: 'en-US',
    allowedConsoleProblems: [/ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed/],
  });

  test('the service worker keeps the prerendered page of a visit and paints it first the next time', async ({
    page,
    context,
  }) => {
    await storeAuthRecord(page);
    await page.goto('/dashboard');
    await waitForServiceWorker(page);
    // Through the worker now: it keeps the page the server names for this state.
    const answer = await page.reload();
    expect(answer?.headers()['x-spona-prerendered']).toBe('en-in-consent/dashboard.html');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const pages = names.filter((name) => name.startsWith('spona-pages-'));
          const kept = await Promise.all(pages.map(async (name) => (await caches.open(name)).keys()));
          return kept.flat().map((request) => new URL(request.url).pathname);
        }),
      )
      .toEqual(['/prerendered/en-in-consent/dashboard.html']);

    // Offline, the kept page itself answers (not the empty app shell), and it is hydrated.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Connection' })).toContainText('You are offline');
    await context.setOffline(false);

    // Another language is another page, which the worker does not have: the server answers.
    await context.addCookies([{ name: 'locale', value: 'hr', url: page.url() }]);
    await page.evaluate(() => window.localStorage.setItem('locale', 'hr'));
    const croatian = await page.reload();
    expect(croatian?.headers()['x-spona-prerendered']).toBe('hr-in-consent/dashboard.html');
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
  });

  test("a profile the server rendered with its data opens from the worker's copy the next time, then offline", async ({
    page,
    context,
  }) => {
    const [first, second] = await firstSearchedCreators(2);
    await storeAuthRecord(page);
    await page.goto(`/creator/${first!.id}`);
    await waitForServiceWorker(page);
    // Through the worker now: it keeps the page under its own address (not the route's shell).
    const rendered = await page.reload();
    expect(rendered?.headers()['x-spona-rendered']).toBe('en-in-consent/creator-id.html');
    const keptPages = () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((name) => name.startsWith('spona-pages-'));
        const kept = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
        return kept.flat().map((request) => new URL(request.url).pathname);
      });
    await expect.poll(keptPages).toEqual([`/creator/${first!.id}`]);

    // Offline, the copy answers, with its data, and hydrates.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await context.setOffline(false);

    // Another creator's address is not that copy: the server renders it.
    const other = await page.goto(`/creator/${second!.id}`);
    expect(other?.headers()['x-spona-rendered']).toBe('en-in-consent/creator-id.html');
    await expect(page.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
  });
});

test.describe('update banner (SPEC §4)', () => {
  test.use({ locale: 'en-US' });
  // Two builds and a server of their own: slower than the other specs, but once per run.
  test.setTimeout(240_000);

  test('offers the new version of a release and loads it when accepted', async ({ page }) => {
    const nextBuildId = 'e2e-next-version';
    const nextDir = path.join(os.tmpdir(), `spona-e2e-next-build-${process.env.E2E_PORT ?? 3100}`);
    const [server] = await Promise.all([
      startWebAppServer(suiteDistDir),
      buildNextVersion(nextDir, nextBuildId),
    ]);
    try {
      await page.goto(`${server.origin}/login`);
      const buildId = page.getByTestId('build-id');
      await expect(buildId).toBeVisible();
      const firstVersion = await buildId.textContent();
      expect(firstVersion).not.toContain(nextBuildId);
      await waitForServiceWorker(page);

      await releaseBuild(server, nextDir);
      // The browser checks for a new worker on navigations and from time to time; ask it now.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByRole('region', { name: 'New version' });
      await expect(banner).toContainText('A new version is available, load it?');
      await expect(buildId).toHaveText(firstVersion ?? '');

      await banner.getByRole('button', { name: 'Load' }).click();
      await expect(buildId).toHaveText(`Version ${nextBuildId}`);
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      await server.close();
    }
  });
});
