import type { Page } from '@playwright/test';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { findAxeViolations, waitUntilLoaded } from '../fixtures/axe';
import { openAs, watchConsole } from '../fixtures/people';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 20 end to end: an advertiser saves three creators to a shortlist (the first from her profile,
 * through the save menu), builds a campaign within its budget from the shortlist, and sends it. The
 * first creator, watching her messages, sees the request arrive live (the others get theirs too), and
 * when she accepts, the advertiser's campaign page shows it without a reload.
 */

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const CAMPAIGN = 'Autumn roast launch';
const BRIEF = 'Hi! We launch our autumn roast on 1 December: one reel and three stories, please.';
const BUDGET = 1000;
const PRICES = [240, 180, 150];
const NAMES = [
  { firstName: 'Mia', lastName: 'Kovač' },
  { firstName: 'Luka', lastName: 'Perić' },
  { firstName: 'Ena', lastName: 'Babić' },
];

let advertiser: TestAccount;
let creators: TestAccount[];
let creatorIds: number[];

test.beforeAll(async () => {
  advertiser = await registerThroughApi(
    buildAccount({ type: 'ADVERTISER', firstName: 'Tomo', lastName: 'Radić', preferredLanguage: 'en' }),
  );
  creators = await Promise.all(
    NAMES.map((name) => registerThroughApi(buildAccount({ ...name, preferredLanguage: 'en' }))),
  );
  await Promise.all([advertiser, ...creators].map((account) => confirmThroughApi(account)));
  creatorIds = await Promise.all(
    creators.map(async (creator) => (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id),
  );
  await Promise.all(
    creators.map((creator, index) =>
      callAs(creator, 'POST', 'offers', {
        name: `Reel and stories by ${NAMES[index]!.firstName}`,
        description: 'A reel and three stories about your product, with an honest review.',
        type: 'INFLUENCER_OFFER',
        price: PRICES[index],
        compensation: { kind: 'MONEY', amount: PRICES[index], show_amount: true },
      }),
    ),
  );
});

/** Waits until `page` listens on the user's arrangement channel (its live events). */
function waitForArrangementChannel(page: Page, userId: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes(`arrangement.receiver.${userId}`)) resolve();
      }),
    );
  });
}

test('shortlist three creators, build a campaign within budget, send it and follow the answers live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await storeAuthRecord(page, advertiser);

  // The first creator is saved from her profile, into a list made on the spot.
  await page.goto(`/creator/${creatorIds[0]}`);
  await page.getByRole('button', { name: 'Save Mia Kovač to a shortlist' }).click();
  const menu = page.getByRole('dialog').filter({ hasText: 'Save Mia Kovač to' });
  await menu.getByRole('textbox', { name: 'Note (optional)' }).fill('Great coffee reels');
  await menu.getByRole('textbox', { name: 'New shortlist' }).fill('Coffee creators');
  await menu.getByRole('button', { name: 'Create' }).click();
  await expect(menu.getByRole('checkbox', { name: 'Coffee creators (1)' })).toBeChecked();
  expect(await findAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Mia Kovač is saved; change their shortlists' }),
  ).toBeVisible();

  // The other two through the API, into the same list.
  const lists = await callAs<{ data: { id: number; name: string }[] }>(advertiser, 'GET', 'shortlists');
  const listId = lists.data.find((list) => list.name === 'Coffee creators')!.id;
  for (const userId of creatorIds.slice(1)) {
    await callAs(advertiser, 'POST', `shortlists/${listId}/creators`, { user_id: userId });
  }
  await page.goto('/campaigns/shortlists');
  await expect(page.getByTestId('shortlist-creator')).toHaveCount(3);
  await expect(
    page
      .getByTestId('shortlist-creator')
      .filter({ hasText: 'Mia Kovač' })
      .getByRole('textbox', { name: 'Note' }),
  ).toHaveValue('Great coffee reels');
  await waitUntilLoaded(page, page.getByTestId('shortlist-creator'));
  expect(await findAxeViolations(page)).toEqual([]);

  // A campaign with a brief and a budget, from the builder's form.
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page.getByText('No campaigns yet — create one')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(CAMPAIGN);
  await page.getByRole('textbox', { name: 'Brief' }).fill(BRIEF);
  await page.getByRole('textbox', { name: 'Budget' }).fill(String(BUDGET));
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await expect(page.getByText('No creators yet')).toBeVisible();

  // The three from the shortlist, each on their priced service.
  await page.getByRole('button', { name: 'Add from a shortlist' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add creators from a shortlist' });
  for (const { firstName, lastName } of NAMES) {
    const candidate = addDialog
      .getByTestId('shortlist-candidate')
      .filter({ hasText: `${firstName} ${lastName}` });
    await candidate.getByRole('button', { name: `Add ${firstName} ${lastName}` }).click();
    await expect(candidate.getByText('In the campaign')).toBeVisible();
  }
  await addDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('campaign-creator')).toHaveCount(3);
  const totals = page.getByTestId('campaign-totals');
  await expect(totals.getByText('€570')).toBeVisible();
  await expect(totals.getByTestId('within-budget')).toHaveText('€430 left of €1,000');
  await waitUntilLoaded(page, page.getByTestId('campaign-creator'));
  expect(await findAxeViolations(page)).toEqual([]);

  // The first creator watches her messages while the campaign goes out.
  const creatorPage = await openAs(browser, creators[0]!);
  const creatorProblems: string[] = [];
  watchConsole(creatorPage, creatorProblems);
  const subscribed = waitForArrangementChannel(creatorPage, creatorIds[0]!);
  await creatorPage.goto('/messenger');
  await subscribed;
  await expect(creatorPage.getByRole('link', { name: /Tomo Radić/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send' }).click();
  const sendDialog = page.getByRole('dialog', { name: `Send “${CAMPAIGN}”?` });
  await expect(sendDialog.getByText('3 requests will go out.')).toBeVisible();
  await sendDialog.getByRole('button', { name: 'Send 3 requests' }).click();
  await expect(page.getByTestId('send-result')).toContainText('3 requests sent');
  await expect(page.getByTestId('arrangement-status')).toHaveText(['Requested', 'Requested', 'Requested']);

  // Live for the creator who watched; the others have theirs too.
  await expect(creatorPage.getByRole('link', { name: /Tomo Radić/ })).toBeVisible();
  for (const creator of creators.slice(1)) {
    const active = await callAs<{ data: { id: number }[] }>(creator, 'GET', 'arrangements?tab=active');
    expect(active.data).toHaveLength(1);
  }

  // She accepts: the campaign page follows without a reload.
  const mine = await callAs<{ data: { id: number }[] }>(creators[0]!, 'GET', 'arrangements?tab=active');
  await callAs(creators[0]!, 'POST', `management/handle/${mine.data[0]!.id}`, { action: 'ACCEPT', data: {} });
  const mia = page.getByTestId('campaign-creator').filter({ hasText: 'Mia Kovač' });
  await expect(mia.getByTestId('arrangement-status')).toHaveText('In progress');
  await expect(mia.getByRole('link', { name: 'Conversation with Mia Kovač' })).toHaveAttribute(
    'href',
    `/messenger/${mine.data[0]!.id}`,
  );
  await expect(totals.getByText('Spend so far')).toBeVisible();
  await expect(totals.getByText('€240', { exact: true })).toBeVisible();
  expect(await findAxeViolations(page)).toEqual([]);
  expect(creatorProblems).toEqual([]);
});
