import type { Request } from '@playwright/test';
import type { TDashboardData, TNotificationList, TProfileStrength } from '@spona/contracts';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 7 deliverables 1, 5 and 6: the dashboard's figures are the API's, notifications are marked
 * read, the consent banner stays away once accepted and gates analytics, and a bug report is sent.
 */

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const SERVICES = ['Story with a discount code', 'Unboxing video'];

test.describe('dashboard', () => {
  let creator: TestAccount;
  let advertiser: TestAccount;
  let creatorId: number;
  let serviceIds: number[];

  test.beforeAll(async () => {
    creator = await registerThroughApi(
      buildAccount({ firstName: 'Dora', lastName: 'Jurić', preferredLanguage: 'en' }),
    );
    advertiser = await registerThroughApi(
      buildAccount({
        type: 'ADVERTISER',
        firstName: 'Marko',
        lastName: 'Perić',
        company: 'Med d.o.o.',
        preferredLanguage: 'en',
      }),
    );
    await Promise.all([confirmThroughApi(creator), confirmThroughApi(advertiser)]);
    creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id;
    serviceIds = [];
    for (const name of SERVICES) {
      const service = await callAs<{ offer_id: number }>(creator, 'POST', 'offers', {
        name,
        description: 'A short piece about your product for my followers.',
        type: 'INFLUENCER_OFFER',
        price: 120,
        compensation: { kind: 'MONEY', amount: 120, show_amount: true },
      });
      serviceIds.push(service.offer_id);
    }
  });

  test('a new creator sees the figures the API counts, and reads the notifications of new requests', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await storeAuthRecord(page, creator);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const arrangements = page.getByRole('region', { name: 'Arrangements' });
    await expect(arrangements.getByTestId('arrangements-requested')).toHaveText('0');

    // The advertiser requests both services.
    for (const [index, serviceId] of serviceIds.entries()) {
      await callAs(advertiser, 'POST', 'arrangements/new', {
        user_id: creatorId,
        offer_id: serviceId,
        content: 'Would you present our honey?',
        message_key: `Dash${String(index).padStart(4, '0')}`,
        type: 'INFLUENCER_OFFER',
        compensation: { kind: 'MONEY', amount: 120 },
      });
    }
    const truth = await callAs<TDashboardData>(creator, 'GET', 'dashboard/data');
    const strength = await callAs<TProfileStrength>(creator, 'GET', 'dashboard/profile-strength');
    const notes = await callAs<TNotificationList>(creator, 'GET', 'dashboard/notifications/20');
    expect(truth.arrangements.requested).toBe(2);

    await page.reload();
    await expect(arrangements.getByTestId('arrangements-requested')).toHaveText('2');
    await expect(arrangements.getByTestId('arrangements-inProgress')).toHaveText(
      String(truth.arrangements.in_progress),
    );
    for (const kind of ['started', 'completed'] as const) {
      await expect(arrangements.getByTestId(`arrangements-${kind}-week`)).toHaveText(
        String(truth.arrangements[kind].this_week),
      );
      await expect(arrangements.getByTestId(`arrangements-${kind}-month`)).toHaveText(
        String(truth.arrangements[kind].this_month),
      );
      await expect(arrangements.getByTestId(`arrangements-${kind}-total`)).toHaveText(
        String(truth.arrangements[kind].total),
      );
    }
    const views = page.getByRole('region', { name: 'Profile views' });
    await expect(views.getByTestId('views-total')).toHaveText(String(truth.profile_views.total));
    await expect(page.getByTestId('dashboard-completion-percent')).toHaveText(`${strength.percent} %`);
    // The completion links lead to the editor tab of a missing step.
    const completion = page.getByRole('region', { name: 'Profile completion' });
    await expect(completion.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute(
      'href',
      '/user-profile?tab=data',
    );
    await expect(page.getByRole('region', { name: 'Ratings' }).getByText('No ratings yet.')).toBeVisible();

    // Each request made a notification; one is marked read, then all.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const unread = notifications.getByTestId('notifications-unread');
    await expect(unread).toHaveText(`${notes.unread} unread`);
    expect(notes.unread).toBeGreaterThanOrEqual(2);
    const first = notifications.getByTestId('notification').filter({ hasText: SERVICES[0]! });
    await expect(first.getByText('New collaboration request')).toBeVisible();
    const marked = page.waitForResponse(
      (response) => response.url().endsWith('/dashboard/notifications/read') && response.status() === 200,
    );
    await first.getByRole('button', { name: 'Mark as read: New collaboration request' }).click();
    await marked;
    await expect(first).toHaveAttribute('data-read', 'true');
    await expect(unread).toHaveText(`${notes.unread - 1} unread`);
    expect(
      (await callAs<{ count: number }>(creator, 'GET', 'dashboard/unread-notifications-number')).count,
    ).toBe(notes.unread - 1);

    await notifications.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(unread).toHaveText('0 unread');
    await expect(notifications.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    expect(
      (await callAs<{ count: number }>(creator, 'GET', 'dashboard/unread-notifications-number')).count,
    ).toBe(0);
  });

  test('on a 375 px screen the sections stack and stay usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storeAuthRecord(page, creator);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Arrangements' }).getByTestId('arrangements-requested'),
    ).toBeVisible();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a bug report closes at once with thanks, and only a report with text is sent', async ({ page }) => {
    test.setTimeout(60_000);
    const bugRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/bugs')) bugRequests.push(request);
    });
    await storeAuthRecord(page, creator);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const snackbar = page.getByTestId('snackbar');

    // Only spaces: the dialog thanks, but nothing is sent (SPEC §4).
    await nav.getByRole('button', { name: 'Report a bug' }).click();
    let dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Describe the problem' }).fill('   ');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar.getByText('Problem reported. You will be contacted soon.')).toBeVisible();
    await snackbar.click();
    await expect(snackbar).toBeHidden();

    // With text and a screenshot: the report is sent.
    await nav.getByRole('button', { name: 'Report a bug' }).click();
    dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await expect(dialog.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Describe the problem' }).fill('The chart shows no days.');
    await dialog.getByRole('checkbox', { name: 'Send a screenshot' }).check();
    await expect(dialog.getByRole('img', { name: 'Screenshot of the page' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog.getByTestId('screenshot-preview')).toHaveCSS('height', '350px');
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/bugs') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar.getByText('Problem reported. You will be contacted soon.')).toBeVisible();
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as { problem: string; type: string; image_file?: string };
    expect(body).toMatchObject({ problem: 'The chart shows no days.', type: 'dashboard' });
    expect(body.image_file).toMatch(/^data:image\/png;base64,/);
    expect(bugRequests).toHaveLength(1);
  });
});

test.describe('consent', () => {
  test.use({ consent: 'none' });

  test('the banner shows until accepted, stays away after a reload, and analytics waits for it', async ({
    page,
    context,
  }) => {
    const analytics: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/events')) analytics.push(request);
    });
    await page.goto('/about');
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    // The page view of /about came before consent: dropped, not queued.
    expect(analytics).toHaveLength(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const consentCookie = (await context.cookies()).find((cookie) => cookie.name === 'consent');
    expect(consentCookie?.value).toBe('accepted');
    const days = (consentCookie!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect(await page.evaluate(() => window.localStorage.getItem('consent'))).toBe('accepted');
    expect(analytics).toHaveLength(0);

    // After consent a route change sends its page view.
    const pageView = page.waitForRequest((request) => request.url().endsWith('/api/v1/analytics/events'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    expect((await pageView).postDataJSON()).toEqual({
      event_type: 'PAGE_VIEW',
      event_data: { path: '/privacy' },
    });

    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
