import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { findAxeViolations, waitUntilLoaded } from '../fixtures/axe';
import {
  baseUrl,
  buildAccount,
  findMailLink,
  fromOwnAddress,
  registerThroughApi,
  type TestAccount,
} from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 7: every route of SPEC §2 (and the dialogs that matter) in Croatian and in English passes
 * axe-core's WCAG 2.0/2.1 A and AA rules and its best practices, with no violation allowed. One
 * browser context per language: the logged-out routes first (the consent banner on the first one),
 * then the signed-in ones as a creator with a service and a request in the messenger. The same visits
 * fail on any console error or warning (fixtures/test), in both languages.
 */

type TLanguage = 'hr' | 'en';

interface RouteCheck {
  name: string;
  path: string;
  /** What shows once the page has loaded, beyond its heading (a dialog, a list). */
  ready?: (page: Page) => Locator;
  /** Something to open on the loaded page before the check (a dialog). */
  open?: (page: Page) => Promise<Locator>;
  /** The page keeps skeletons on purpose (results behind the search sign-in wall). */
  keepsSkeletons?: boolean;
}

interface Fixture {
  creator: TestAccount;
  arrangementId: number;
  verifyPath: string;
  resetPath: string;
  demoCreatorId: number;
  demoAdvertiserId: number;
}

/** A text of the app's catalogue, so the spec finds the same buttons in either language. */
function readText(language: TLanguage, namespace: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../../packages/i18n/locales/${language}/${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}

async function firstId(url: string): Promise<number> {
  const body = (await (await fetch(url)).json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`${url} answered no item`);
  return id;
}

/** A creator with a service and an advertiser's request for it, a reset link and a confirmation link. */
async function prepareFixture(language: TLanguage): Promise<Fixture> {
  const creator = await registerThroughApi(
    buildAccount({ firstName: 'Mia', lastName: 'Kos', preferredLanguage: language }),
  );
  const advertiser = await registerThroughApi(
    buildAccount({ type: 'ADVERTISER', firstName: 'Ivo', lastName: 'Lukić', preferredLanguage: language }),
  );
  // Only a confirmed creator's service takes requests (SPEC §4).
  await Promise.all([confirmThroughApi(creator), confirmThroughApi(advertiser)]);
  // Someone who has not confirmed yet: the confirmation page shows the success of a first use.
  const newcomer = await registerThroughApi(buildAccount({ preferredLanguage: language }));
  const creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id;
  const service = await callAs<{ offer_id: number }>(creator, 'POST', 'offers', {
    name: 'Instagram reel',
    description: 'A 30-second reel about your product.',
    type: 'INFLUENCER_OFFER',
    price: 150,
    compensation: { kind: 'MONEY', amount: 150, show_amount: true },
  });
  const arrangement = await callAs<{ id: number }>(advertiser, 'POST', 'arrangements/new', {
    user_id: creatorId,
    offer_id: service.offer_id,
    content: 'Would you present our new coffee?',
    message_key: `Axe${language}001`,
    type: 'INFLUENCER_OFFER',
    compensation: { kind: 'MONEY', amount: 150 },
  });
  const reset = await fetch(`${baseUrl}/api/v1/register/password/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'App-language': language, ...fromOwnAddress() },
    body: JSON.stringify({ email: creator.email }),
  });
  expect(reset.ok).toBe(true);
  const [verifyPath, resetPath, demoCreatorId, demoAdvertiserId] = await Promise.all([
    findMailLink(newcomer.email, '/register/verify/'),
    findMailLink(creator.email, '/reset-password/'),
    firstId(`${baseUrl}/api/v1/search/influencers?limit=1`),
    firstId(`${baseUrl}/api/v1/public/agencies?limit=1`),
  ]);
  return { creator, arrangementId: arrangement.id, verifyPath, resetPath, demoCreatorId, demoAdvertiserId };
}

for (const [language, browserLocale] of [
  ['hr', 'hr-HR'],
  ['en', 'en-US'],
] as const) {
  test.describe(`accessibility in ${language}`, () => {
    // The consent banner is part of a first visit: the first page is checked with it.
    test.use({ locale: browserLocale, consent: 'none' });

    let fixture: Fixture;
    test.beforeAll(async () => {
      fixture = await prepareFixture(language);
    });

    test(`every route of SPEC §2 passes axe (WCAG 2.1 AA and best practices) in ${language}`, async ({
      page,
    }) => {
      // About 25 pages, each waited for and checked by axe: 28 s on a quiet machine, far more on a loaded CI.
      test.setTimeout(240_000);
      await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
      await page.route('**/api/v1/analytics/events', (route) =>
        route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' }),
      );
      const dialog = (p: Page) => p.getByRole('dialog');
      const report: string[] = [];

      const check = async ({ name, path: routePath, ready, open, keepsSkeletons }: RouteCheck) => {
        await test.step(name, async () => {
          await page.goto(routePath);
          await waitUntilLoaded(page, ready?.(page), keepsSkeletons);
          if (open) await waitUntilLoaded(page, await open(page), keepsSkeletons);
          const violations = await findAxeViolations(page);
          if (violations.length > 0) report.push(`${name} (${routePath}):\n  ${violations.join('\n  ')}`);
        });
      };

      const loggedOut: RouteCheck[] = [
        {
          name: 'home, with the consent banner',
          path: '/',
          ready: (p) => p.getByRole('button', { name: readText(language, 'common', 'consent.accept') }),
        },
        { name: 'login', path: '/login' },
        { name: 'registration', path: '/register' },
        { name: 'forgotten password', path: '/reset-password' },
        { name: 'new password from the mailed link', path: fixture.resetPath },
        { name: 'email confirmation from the mailed link', path: fixture.verifyPath },
        {
          name: 'creator search sub-route, anonymous: the sign-in dialog',
          path: '/search/creators/x',
          ready: dialog,
          keepsSkeletons: true,
        },
        { name: 'about', path: '/about' },
        { name: 'support', path: '/support' },
        { name: 'privacy policy', path: '/privacy' },
        { name: 'not found', path: '/not-found' },
        { name: 'error', path: '/error' },
        // Issue 17: the console's sign-in (its own chunk and frame).
        { name: 'console sign-in', path: '/console/login' },
      ];
      for (const route of loggedOut) {
        await check(route);
        if (route.path === '/') {
          await page.getByRole('button', { name: readText(language, 'common', 'consent.accept') }).click();
        }
      }

      await storeAuthRecord(page, fixture.creator, { acceptConsent: false });
      const signedIn: RouteCheck[] = [
        {
          name: 'dashboard, with the bug report dialog',
          path: '/dashboard',
          open: async (p) => {
            await p.getByRole('button', { name: readText(language, 'nav', 'tabs.bugReport') }).click();
            return dialog(p);
          },
        },
        { name: 'profile editor', path: '/user-profile' },
        { name: 'profile editor, add-service dialog', path: '/user-profile/offers', ready: dialog },
        { name: 'settings', path: '/user-settings' },
        { name: 'messenger', path: '/messenger' },
        { name: 'messenger conversation', path: `/messenger/${fixture.arrangementId}` },
        { name: 'creator public profile', path: `/creator/${fixture.demoCreatorId}` },
        {
          name: 'advertiser public profile, with the arrange dialog',
          path: `/advertiser/${fixture.demoAdvertiserId}`,
          open: async (p) => {
            await p
              .getByRole('main')
              .getByRole('button', { name: readText(language, 'messenger', 'arrange.sendMessage') })
              .click();
            return dialog(p);
          },
        },
        {
          name: 'creator search',
          path: '/search/creators',
          ready: (p) => p.getByRole('main').getByRole('listitem'),
        },
        {
          name: 'offer search',
          path: '/search/offers',
          ready: (p) => p.getByRole('main').getByRole('listitem'),
        },
      ];
      for (const route of signedIn) await check(route);

      // SPEC §2: below 768 px the navbar is the mobile variant.
      await page.setViewportSize({ width: 375, height: 800 });
      await check({ name: 'dashboard at 375 px (mobile navbar)', path: '/dashboard' });

      expect(report, `axe violations in ${language}:\n\n${report.join('\n\n')}`).toEqual([]);
    });
  });
}
