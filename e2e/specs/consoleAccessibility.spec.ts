import type { Page } from '@playwright/test';
import { findAxeViolations, waitUntilLoaded } from '../fixtures/axe';
import { baseUrl, fromOwnAddress } from '../fixtures/accounts';
import { addStaffFromCli, codeOf } from '../fixtures/staff';
import { expect, readClientSecret, test } from '../fixtures/test';

/**
 * Issue 17: the console is "keyboard-complete, axe-clean" in hr and en. Every page of the console, as
 * an admin sees it with the demo data's items in every queue, passes axe-core's WCAG 2.1 A/AA rules
 * and best practices in the real browser (contrast included, which the DOM tests cannot measure), and
 * the visits fail on any console error (fixtures/test).
 */

const PASSWORD = 'konzola-pristup-e2e-17';

type Staff = { token: string; expiresIn: number; setupPath: string };

/** An admin added from the CLI, set up and signed in through the API (STYLE.md: e2e signs in by API). */
async function signInAdmin(): Promise<Staff> {
  const added = await addStaffFromCli({ role: 'admin' });
  const setupToken = new URL(added.setupUrl).pathname.split('/').at(-1)!;
  const info = (await (await fetch(`${baseUrl}/api/v1/console/setup/${setupToken}`)).json()) as {
    totp_uri: string;
  };
  const setup = await fetch(`${baseUrl}/api/v1/console/setup/${setupToken}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD, otp: codeOf(info.totp_uri) }),
  });
  expect(setup.status).toBe(200);
  // The set-up claimed the current code: sign-in takes the next one.
  const signIn = await fetch(`${baseUrl}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromOwnAddress() },
    body: JSON.stringify({
      grant_type: 'password',
      scope: 'console',
      client_id: 2,
      client_secret: await readClientSecret(),
      username: added.email,
      password: PASSWORD,
      otp: codeOf(info.totp_uri, 1),
    }),
  });
  expect(signIn.status).toBe(200);
  const token = (await signIn.json()) as { access_token: string; expires_in: number };
  // A second member's set-up page, checked as a newcomer sees it.
  const newcomer = await addStaffFromCli();
  return {
    token: token.access_token,
    expiresIn: token.expires_in,
    setupPath: new URL(newcomer.setupUrl).pathname,
  };
}

async function firstIdOf(staff: Staff, path: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  const body = (await res.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`${path} answered no item`);
  return id;
}

async function storeStaffSession(page: Page, staff: Staff, language: 'hr' | 'en') {
  await page.addInitScript(
    ({ token, expiresAt, locale }) => {
      window.sessionStorage.setItem('spona.console.session', JSON.stringify({ token, expiresAt }));
      window.localStorage.setItem('locale', locale);
    },
    { token: staff.token, expiresAt: Date.now() + staff.expiresIn * 1000, locale: language },
  );
}

let staff: Staff;
let reportId: number;
let userId: number;

test.beforeAll(async () => {
  staff = await signInAdmin();
  [reportId, userId] = await Promise.all([
    firstIdOf(staff, 'console/reports'),
    firstIdOf(staff, 'console/users?text=a'),
  ]);
});

/** The console's pages as an admin reaches them, with the demo data's items in every queue. */
const signedInPages = (): [string, string][] => [
  ['home with queues and numbers', '/console'],
  ['verifications', '/console/verifications'],
  ['problem reports', '/console/reports'],
  ['one report with its conversation', `/console/reports/${reportId}`],
  ['bug reports', '/console/bugs'],
  ['account-type requests', '/console/type-requests'],
  ['appeals', '/console/appeals'],
  ['users', '/console/users?text=a'],
  ['one user whole', `/console/users/${userId}`],
  ['audit log', '/console/audit'],
  ['staff (admin)', '/console/staff'],
];

/** Visits each page, waits until it has loaded, and answers axe's violations, page by page. */
async function checkPages(page: Page, pages: [string, string][]): Promise<string[]> {
  const report: string[] = [];
  for (const [name, path] of pages) {
    await test.step(`${name} (${path})`, async () => {
      await page.goto(path);
      await waitUntilLoaded(page);
      const violations = await findAxeViolations(page);
      if (violations.length > 0) report.push(`${name} (${path}):\n  ${violations.join('\n  ')}`);
    });
  }
  return report;
}

for (const [language, browserLocale] of [
  ['hr', 'hr-HR'],
  ['en', 'en-US'],
] as const) {
  test.describe(`console accessibility in ${language}`, () => {
    test.use({ locale: browserLocale });

    test(`sign-in, set-up and every signed-in page pass axe in ${language}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
      const signedOut = await checkPages(page, [
        ['sign-in', '/console/login'],
        ['set-up of a new member', staff.setupPath],
      ]);
      await storeStaffSession(page, staff, language);
      const report = [...signedOut, ...(await checkPages(page, signedInPages()))];
      expect(report, report.join('\n\n')).toEqual([]);
    });

    test(`the queues pass axe on a phone in ${language}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await storeStaffSession(page, staff, language);
      const report = await checkPages(page, signedInPages().slice(0, 4));
      expect(report, report.join('\n\n')).toEqual([]);
    });
  });
}
