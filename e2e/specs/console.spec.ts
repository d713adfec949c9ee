import type { Locator, Page } from '@playwright/test';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { openAs, watchConsole } from '../fixtures/people';
import { addStaffFromCli, codeOf, type CliStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/**
 * Issue 17 end to end ("Tests"): a staff member added from the CLI sets up their account (password and
 * TOTP) from the printed link and signs in at /console/login with a code; approves a creator's
 * verification, and the creator's open networks tab shows "verified" without a reload
 * (NotificationEvent); unapproves an advertiser's offer, which leaves search while its owner reads the
 * flag and its reason in the editor; resolves a problem report after reading its conversation;
 * approves an account-type change. Every one of these actions is then read back from /console/audit.
 */

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const PASSWORD = 'staff-lozinka-e2e-17';
const OFFER_REASON = 'The offer asks creators to hide that it is paid (rule 4).';
const REPORT_NOTE = 'We wrote to both of you; the delivery date moves by a week.';
const FIRST_MESSAGE = 'Would you present our new espresso blend?';

let creator: TestAccount;
let advertiser: TestAccount;
let partner: TestAccount;
let switcher: TestAccount;
let creatorId: number;
let switcherName: string;
/** What this run's items are found by in the console's queues and in search. */
let socialUsername: string;
let offerName: string;
let reportText: string;

test.beforeAll(async () => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  offerName = `Espresso launch ${run}`;
  reportText = `They stopped answering after accepting (${run}).`;
  const [c, a, p, s] = await Promise.all([
    registerThroughApi(buildAccount({ firstName: 'Mia', lastName: 'Kovač', preferredLanguage: 'en' })),
    registerThroughApi(
      buildAccount({
        type: 'ADVERTISER',
        firstName: 'Tomo',
        lastName: 'Radić',
        company: 'Pržionica d.o.o.',
        preferredLanguage: 'en',
      }),
    ),
    registerThroughApi(buildAccount({ firstName: 'Lana', lastName: 'Perić', preferredLanguage: 'en' })),
    registerThroughApi(buildAccount({ firstName: 'Ivan', lastName: 'Babić', preferredLanguage: 'en' })),
  ]);
  [creator, advertiser, partner, switcher] = [c, a, p, s];
  switcherName = `${switcher.firstName} ${switcher.lastName}`;
  // SPEC §4: unconfirmed users neither show in search nor arrange.
  await Promise.all([creator, advertiser, partner, switcher].map((account) => confirmThroughApi(account)));
  creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id;

  // Step 2: a social account, asked to be verified (SPEC §4: "in progress").
  socialUsername = `mia_${run}`;
  const social = await callAs<{ id: number }>(creator, 'POST', 'influencers/social', {
    network: 'instagram',
    username: socialUsername,
    followers: 12_400,
  });
  const asked = await callAs<{ verification: string }>(
    creator,
    'GET',
    `influencers/social/${social.id}/verify/code`,
  );
  expect(asked.verification).toBe('IN_PROGRESS');

  // Step 3: the advertiser's offer, listed in search.
  await callAs(advertiser, 'POST', 'offers', {
    name: offerName,
    description: 'Creators wanted for the launch of our new espresso blend.',
    type: 'ADVERTISER_OFFER',
    price: null,
    compensation: { kind: 'GIVEAWAY', description: 'A kilo of coffee' },
  });

  // Step 4: an arrangement in progress between the advertiser and a creator, reported by the advertiser.
  const partnerId = (await callAs<{ id: number }>(partner, 'GET', 'auth/user')).id;
  const service = await callAs<{ offer_id: number }>(partner, 'POST', 'offers', {
    name: 'Instagram reel',
    description: 'A 30-second reel about your product.',
    type: 'INFLUENCER_OFFER',
    price: 150,
    compensation: { kind: 'MONEY', amount: 150, show_amount: true },
  });
  const arrangement = await callAs<{ id: number }>(advertiser, 'POST', 'arrangements/new', {
    user_id: partnerId,
    offer_id: service.offer_id,
    content: FIRST_MESSAGE,
    message_key: `C${run}`.padEnd(8, '0').slice(0, 8),
    type: 'INFLUENCER_OFFER',
    compensation: { kind: 'MONEY', amount: 150 },
  });
  await callAs(partner, 'POST', `management/handle/${arrangement.id}`, { action: 'ACCEPT', data: null });
  await callAs(advertiser, 'POST', `management/report/${arrangement.id}`, {
    content: reportText,
    reason: 'No answer',
  });

  // Step 5: a creator with no active arrangement asks to become an advertiser (SPEC §1, §5).
  await callAs(switcher, 'POST', 'settings/account-type-request', {
    reason: 'I opened a small shop and want to hire creators myself.',
  });
});

/** Step 1: the set-up link of the CLI, then sign-in with the next step's code. */
async function setUpAndSignIn(page: Page, staff: CliStaff) {
  await page.goto(new URL(staff.setupUrl).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${staff.name} (${staff.email}).`, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code of your Spona console sign-in key, for an authenticator app' }),
  ).toBeVisible();
  // The key the page shows is what an authenticator app would be given.
  const secret = (await page.locator('main code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const totpUri = `otpauth://totp/Spona?secret=${secret}`;

  const form = page.getByRole('form', { name: 'Password and code' });
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Repeat the password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Code from the authenticator app' }).fill(codeOf(totpUri));
  await form.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  // Each code works once, and the set-up claimed the current one: the app shows the next one soon.
  await page.getByRole('textbox', { name: 'Code from the authenticator app' }).fill(codeOf(totpUri, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('banner').getByTestId('console-me')).toHaveText(`${staff.name} (Support)`);
}

/** The console's page of `name` from its navbar (the link's name may say how many items wait). */
async function openConsolePage(page: Page, name: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A list row's text with its times as their exact date (`title`): "2 minutes ago" ticks on a re-render,
 * the row stays the same row.
 */
function rowKeyOf(row: Locator): Promise<string> {
  return row.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[title]').forEach((node) => {
      node.textContent = node.getAttribute('title');
    });
    return copy.textContent ?? '';
  });
}

/**
 * Turns a queue's pages (oldest first, 25 a page: the demo data fill more than one) until `target`
 * shows; each turn waits until the next page's rows replace the last page's.
 */
async function turnPagesTo(page: Page, target: Locator) {
  const main = page.getByRole('main');
  const firstRow = main.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  while ((await target.count()) === 0) {
    const next = main.getByRole('button', { name: 'Next', exact: true });
    await expect(next, 'the item is on no page of the queue').toBeEnabled();
    const before = await rowKeyOf(firstRow);
    await next.click();
    await expect.poll(() => rowKeyOf(firstRow)).not.toBe(before);
  }
}

/** The offers a fresh search for the offer's name shows, once its answer is in. */
async function searchOffer(page: Page) {
  await page.goto(`/search/offers?query=${encodeURIComponent(offerName)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer search' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('search-total').or(page.getByTestId('search-empty'))).toBeVisible();
  return page.getByTestId('offer-result').filter({ hasText: offerName });
}

test('staff set up from the CLI verify, unapprove, resolve and change a type, all in the audit', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const others: string[] = [];
  const staff = await addStaffFromCli();

  await test.step('1. set-up link, TOTP enrolment and sign-in', () => setUpAndSignIn(page, staff));

  await test.step('2. a verification approved; the creator sees "verified" live', async () => {
    const creatorPage = await openAs(browser, creator);
    watchConsole(creatorPage, others);
    const subscribed = new Promise<void>((resolve) => {
      creatorPage.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => {
          if (String(payload).includes(`notification.receiver.${creatorId}`)) resolve();
        }),
      );
    });
    await creatorPage.goto('/user-profile?tab=networks');
    const account = creatorPage.getByRole('article', { name: `Instagram: @${socialUsername}` });
    await expect(account).toContainText('Verification in progress');
    await subscribed;

    await openConsolePage(page, 'Verifications', 'Verifications');
    const approve = page.getByRole('button', { name: `Approve @${socialUsername} on Instagram` });
    await turnPagesTo(page, approve);
    await approve.click();
    await expect(
      page.getByTestId('snackbar').getByText(`@${socialUsername} on Instagram is verified.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve @${socialUsername} on Instagram` })).toHaveCount(
      0,
    );

    // No reload: the notification's event refetches the tab's accounts.
    await expect(account).toContainText('Verified');
    await expect(account).not.toContainText('Verification in progress');
    await expect(creatorPage.getByTestId('snackbar').getByText('Social account verified')).toBeVisible();
    await creatorPage.context().close();
  });

  await test.step('3. an offer unapproved leaves search; its owner reads why', async () => {
    const advertiserPage = await openAs(browser, advertiser);
    watchConsole(advertiserPage, others);
    await expect(await searchOffer(advertiserPage)).toHaveCount(1);

    await openConsolePage(page, 'Users', 'Users');
    await page.getByRole('searchbox', { name: 'Find a user' }).fill(advertiser.username);
    const row = page.getByRole('row').filter({ hasText: `@${advertiser.username}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/console\/users\/\d+$/);
    await page.getByRole('button', { name: `Unapprove the offer ${offerName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unapprove the offer “${offerName}”` });
    await dialog.getByRole('textbox', { name: 'Reason (the user will read it)' }).fill(OFFER_REASON);
    await dialog.getByRole('button', { name: 'Unapprove' }).click();
    await expect(
      page.getByTestId('snackbar').getByText(`The offer “${offerName}” is unapproved.`),
    ).toBeVisible();
    await expect(page.getByText(`Reason: ${OFFER_REASON}`)).toBeVisible();

    // A fresh search no longer finds it.
    await expect(await searchOffer(advertiserPage)).toHaveCount(0);
    // Its owner sees the flag and the reason in the editor.
    await advertiserPage.goto('/user-profile?tab=offers');
    const flag = advertiserPage.getByRole('region', { name: 'Not approved' });
    await expect(flag).toContainText(OFFER_REASON);
    await advertiserPage.context().close();
  });

  await test.step('4. a problem report read and resolved leaves the open queue', async () => {
    await openConsolePage(page, 'Reports', 'Problem reports');
    const row = page.getByRole('row').filter({ hasText: reportText });
    await turnPagesTo(page, row);
    await row.getByRole('link', { name: /^Open report \d+ by / }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Problem report \d+$/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Conversation (read-only)' }).getByText(FIRST_MESSAGE),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve the report' });
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(REPORT_NOTE);
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByTestId('snackbar').getByText('The report is resolved.')).toBeVisible();
    await expect(page.getByText(REPORT_NOTE)).toBeVisible();

    await page.getByRole('link', { name: '← All problem reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Problem reports' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Problem reports' })
        .or(page.getByText('The queue is clear: no open problem reports.')),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: reportText })).toHaveCount(0);
  });

  await test.step('5. an account-type change approved', async () => {
    await openConsolePage(page, 'Type requests', 'Account type requests');
    // Other runs' users may share the name: the row is found by the username.
    const approve = page
      .getByRole('row')
      .filter({ hasText: `@${switcher.username}` })
      .getByRole('button', { name: `Approve the request of ${switcherName}` });
    await turnPagesTo(page, approve);
    await approve.click();
    const dialog = page.getByRole('dialog', { name: `Approve the request of ${switcherName}` });
    await expect(dialog).toContainText('The account changes from Creator to Advertiser.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByTestId('snackbar').getByText(`${switcherName} now has the new account type.`),
    ).toBeVisible();
    expect((await callAs<{ type: string }>(switcher, 'GET', 'auth/user')).type).toBe('ADVERTISER');
  });

  await test.step('6. every action in the audit log', async () => {
    await openConsolePage(page, 'Audit', 'Audit log');
    const staffId = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('spona.console.session') ?? '{}') as {
        token?: string;
      };
      const me = await fetch('/api/v1/console/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { id: number }).id;
    });
    const filters = page.getByRole('form', { name: 'Audit filters' });
    await filters.getByRole('textbox', { name: "Staff member's ID" }).fill(String(staffId));
    await filters.getByRole('button', { name: 'Filter', exact: true }).click();
    const rows = page.getByRole('row').filter({ hasText: staff.email });
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasNotText: staff.email })).toHaveCount(1); // the header
    const actions = await rows.locator('code').allTextContents();
    expect(new Set(actions)).toEqual(
      new Set([
        'staff.setup',
        'staff.sign_in',
        'verification.approve',
        'user.read',
        'offer.unapprove',
        'report.read',
        'report.resolve',
        'type_request.approve',
      ]),
    );
  });

  expect(others, 'console errors or warnings of the creator and the advertiser').toEqual([]);
});
