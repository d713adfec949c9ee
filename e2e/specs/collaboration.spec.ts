import type { Locator, Page } from '@playwright/test';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { DESKTOP_VIEWPORT, openAs, watchConsole } from '../fixtures/people';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 16 end to end, with two people in two browser contexts: an advertiser requests a creator's
 * service with terms (compensation, deadline, deliverables), the creator reads them and proposes new
 * ones, the advertiser accepts them, the creator accepts the request and delivers a link and an image,
 * the advertiser asks for a revision, the creator delivers again, the advertiser approves, both rate
 * each other and the reviews show on both public profiles. Meanwhile the creator's dashboard, open in
 * another tab, follows the advertiser's actions without a reload.
 */

const VIEWPORT = DESKTOP_VIEWPORT;
test.use({ locale: 'en-US', viewport: VIEWPORT });

const SERVICE = 'Reel and stories about your coffee';
const SERVICE_PRICE = 240;

/** A 16 × 16 PNG, the image the creator delivers. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mM4YVNBEmIY1TCqYfhqAABVKnwQK5p2sAAAAABJRU5ErkJggg==',
  'base64',
);
const COVER_NAME = 'reel-cover.png';
const FIRST_LINK = 'https://www.instagram.com/p/spona-e2e-first/';
const SECOND_LINK = 'https://www.instagram.com/p/spona-e2e-second/';

/** A date `days` from today as the date input takes it (YYYY-MM-DD). */
function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A deadline as the English interface shows it ('12 Dec', with the year when not this year's), by the browser's Intl. */
function formatDeadline(page: Page, date: string): Promise<string> {
  return page.evaluate((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    const isThisYear = day.getUTCFullYear() === new Date().getUTCFullYear();
    return new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(isThisYear ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(day);
  }, date);
}

/** Gives the Mantine rating `stars` (its radios are off-screen; their labels are the stars). */
async function chooseStars(dialog: Locator, stars: number) {
  const star = dialog.getByRole('radio', { name: `${stars} stars` });
  await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(star).toBeChecked();
}

let creator: TestAccount;
let advertiser: TestAccount;
let creatorId: number;
let advertiserId: number;

test.beforeAll(async () => {
  creator = await registerThroughApi(
    buildAccount({ firstName: 'Mia', lastName: 'Kovač', preferredLanguage: 'en' }),
  );
  advertiser = await registerThroughApi(
    buildAccount({
      type: 'ADVERTISER',
      firstName: 'Tomo',
      lastName: 'Radić',
      company: 'Pržionica d.o.o.',
      preferredLanguage: 'en',
    }),
  );
  await Promise.all([confirmThroughApi(creator), confirmThroughApi(advertiser)]);
  creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id;
  advertiserId = (await callAs<{ id: number }>(advertiser, 'GET', 'auth/user')).id;
  await callAs(creator, 'POST', 'offers', {
    name: SERVICE,
    description: 'A reel and three stories about your coffee, with an honest review.',
    type: 'INFLUENCER_OFFER',
    price: SERVICE_PRICE,
    compensation: { kind: 'MONEY', amount: SERVICE_PRICE, show_amount: true },
  });
});

test('terms, a counter-offer, a delivery sent back and approved, and ratings on both profiles', async ({
  page: advertiserPage,
  browser,
}) => {
  test.setTimeout(150_000);
  await storeAuthRecord(advertiserPage, advertiser);
  const creatorProblems: string[] = [];

  // The creator keeps the dashboard open in one tab for the whole collaboration.
  const dashboard = await openAs(browser, creator);
  watchConsole(dashboard, creatorProblems);
  // The dashboard follows the events of the creator's receiver channels: wait until it subscribes.
  const subscribed = new Promise<void>((resolve) => {
    dashboard.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes(`arrangement.receiver.${creatorId}`)) resolve();
      }),
    );
  });
  await dashboard.goto('/dashboard');
  const counters = dashboard.getByRole('region', { name: 'Arrangements' });
  const notifications = dashboard.getByRole('region', { name: 'Notifications' });
  const notification = (title: string) =>
    notifications.getByTestId('notification').filter({ hasText: title });
  await expect(counters.getByTestId('arrangements-requested')).toHaveText('0');
  await expect(counters.getByTestId('arrangements-completed-total')).toHaveText('0');
  await expect(notification('New collaboration request')).toHaveCount(0);
  await subscribed;

  // The advertiser requests the service from the creator's public profile, with terms.
  const requestDeadline = dateInDays(30);
  await advertiserPage.goto(`/creator/${creatorId}`);
  await advertiserPage
    .getByRole('article', { name: SERVICE })
    .getByRole('button', { name: 'Send a request' })
    .click();
  const arrange = advertiserPage.getByRole('dialog', { name: 'Request a collaboration with Mia Kovač' });
  const amount = arrange.getByRole('textbox', { name: 'Proposed compensation' });
  // Prefilled from the service.
  await expect(amount).toHaveValue(`${SERVICE_PRICE} €`);
  await arrange
    .getByRole('textbox', { name: 'Message' })
    .fill('Hi Mia, we would love a reel and stories about our new roast.');
  await amount.fill('180');
  await expect(amount).toHaveValue('180 €');
  // The localized date field (issue 18): a typed day; Tab closes its calendar, which covers what is below.
  await arrange.getByLabel('Deadline', { exact: true }).fill(requestDeadline);
  await arrange.getByLabel('Deadline', { exact: true }).press('Tab');
  await arrange.getByRole('textbox', { name: 'Deliverable 1' }).fill('1 Instagram Reel');
  await arrange.getByRole('button', { name: 'Add a deliverable' }).click();
  await arrange.getByRole('textbox', { name: 'Deliverable 2' }).fill('3 stories');
  await arrange.getByRole('button', { name: 'Send request' }).click();
  await expect(advertiserPage).toHaveURL(/\/messenger\/\d+$/);
  const advertiserConversation = advertiserPage.getByRole('region', { name: 'Conversation with Mia Kovač' });
  await expect(advertiserConversation.getByTestId('arrangement-status')).toHaveText('Requested');
  // The conversation header shows the terms (the first "Terms" group of the conversation).
  const advertiserTerms = advertiserConversation.getByRole('group', { name: 'Terms' }).first();
  const requestDue = await formatDeadline(advertiserPage, requestDeadline);
  await expect(advertiserTerms).toContainText('€180');
  await expect(advertiserTerms).toContainText(`Due ${requestDue}`);
  await expect(advertiserTerms).toContainText('1 Instagram Reel · 3 stories');

  // The creator's dashboard counts the request and lists its notification, without a reload.
  await expect(counters.getByTestId('arrangements-requested')).toHaveText('1');
  await expect(notification('New collaboration request')).toContainText(SERVICE);

  // The creator opens the request in another tab and reads the terms first.
  const creatorPage = await dashboard.context().newPage();
  watchConsole(creatorPage, creatorProblems);
  await storeAuthRecord(creatorPage, creator);
  await creatorPage.goto('/messenger');
  await creatorPage.getByRole('link', { name: /Tomo Radić/ }).click();
  const creatorConversation = creatorPage.getByRole('region', { name: 'Conversation with Tomo Radić' });
  const creatorLog = creatorConversation.getByRole('log', { name: 'Messages' });
  await expect(
    creatorLog.getByText('Hi Mia, we would love a reel and stories about our new roast.'),
  ).toBeVisible();
  const requestTerms = creatorConversation.getByRole('region', { name: 'Terms of the request' });
  await expect(requestTerms.getByText('Tomo proposes these terms')).toBeVisible();
  await expect(requestTerms).toContainText('Compensation: €180');
  await expect(requestTerms).toContainText(`Deadline: ${requestDue}`);
  await expect(requestTerms.getByRole('listitem')).toHaveText(['1 Instagram Reel', '3 stories']);

  // The creator proposes new terms: more money, a later deadline and one more deliverable.
  const proposedDeadline = dateInDays(45);
  const proposedDue = await formatDeadline(creatorPage, proposedDeadline);
  const creatorActions = creatorConversation.getByRole('group', { name: 'Arrangement actions' });
  await creatorActions.getByRole('button', { name: 'Propose new terms' }).click();
  const propose = creatorPage.getByRole('dialog', { name: 'Propose new terms' });
  // The dialog starts from the terms as they are.
  await expect(propose.getByRole('textbox', { name: 'Proposed compensation' })).toHaveValue('180 €');
  await expect(propose.getByRole('textbox', { name: 'Deliverable 2' })).toHaveValue('3 stories');
  await propose.getByRole('textbox', { name: 'Proposed compensation' }).fill('220');
  // The localized date field (issue 18): a typed day; Tab closes its calendar, which covers what is below.
  await propose.getByLabel('Deadline', { exact: true }).fill(proposedDeadline);
  await propose.getByLabel('Deadline', { exact: true }).press('Tab');
  await propose.getByRole('button', { name: 'Add a deliverable' }).click();
  await propose.getByRole('textbox', { name: 'Deliverable 3' }).fill('1 TikTok video');
  await propose
    .getByRole('textbox', { name: 'Message' })
    .fill('Three pieces take two more weeks; this is my price for all of them.');
  await propose.getByRole('button', { name: 'Send proposal' }).click();
  await expect(creatorPage.getByTestId('snackbar').getByText('New terms sent.')).toBeVisible();
  const creatorProposal = creatorConversation.getByRole('region', { name: 'Proposed new terms' });
  await expect(creatorProposal.getByText('You proposed new terms')).toBeVisible();
  await expect(creatorProposal.getByText('Waiting for Tomo to answer.')).toBeVisible();

  // The advertiser sees the proposal live, with its message and a line in the thread, and accepts it.
  const advertiserProposal = advertiserConversation.getByRole('region', { name: 'Proposed new terms' });
  await expect(advertiserProposal.getByText('Mia proposed new terms')).toBeVisible();
  await expect(advertiserProposal).toContainText('Compensation: €220');
  await expect(advertiserProposal).toContainText(`Deadline: ${proposedDue}`);
  await expect(advertiserProposal.getByRole('listitem')).toHaveText([
    '1 Instagram Reel',
    '3 stories',
    '1 TikTok video',
  ]);
  await expect(
    advertiserProposal.getByText('Three pieces take two more weeks; this is my price for all of them.'),
  ).toBeVisible();
  const advertiserLog = advertiserConversation.getByRole('log', { name: 'Messages' });
  await expect(
    advertiserLog.getByText(`Mia proposed €220, a deadline of ${proposedDue} and 3 deliverables.`),
  ).toBeVisible();
  // Until then the old terms stand.
  await expect(advertiserTerms).toContainText('€180');
  await advertiserProposal.getByRole('button', { name: 'Accept' }).click();
  const acceptTerms = advertiserPage.getByRole('dialog', { name: 'Accept the new terms?' });
  await acceptTerms.getByRole('textbox', { name: 'Message (optional)' }).fill('Deal.');
  await acceptTerms.getByRole('button', { name: 'Accept' }).click();
  await expect(advertiserPage.getByTestId('snackbar').getByText('New terms accepted.')).toBeVisible();
  await expect(advertiserProposal).toHaveCount(0);
  // The terms in the header change, on both sides.
  await expect(advertiserTerms).toContainText('€220');
  await expect(advertiserTerms).toContainText(`Due ${proposedDue}`);
  await expect(advertiserTerms).toContainText('1 Instagram Reel · 3 stories · 1 TikTok video');
  const creatorTerms = creatorConversation.getByRole('group', { name: 'Terms' }).first();
  await expect(creatorProposal).toHaveCount(0);
  await expect(creatorTerms).toContainText('€220');
  await expect(creatorTerms).toContainText(`Due ${proposedDue}`);
  await expect(creatorLog.getByText(/^Tomo accepted the new terms: €220/)).toBeVisible();
  // The creator's dashboard hears of it live.
  await expect(notification('New terms accepted')).toBeVisible();

  // The creator accepts the request.
  await creatorActions.getByRole('button', { name: 'Accept', exact: true }).click();
  await creatorPage
    .getByRole('dialog', { name: 'Accept the request?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(creatorPage.getByTestId('snackbar').getByText('Request accepted.')).toBeVisible();
  await expect(creatorConversation.getByTestId('arrangement-status')).toHaveText('In progress');
  await expect(advertiserConversation.getByTestId('arrangement-status')).toHaveText('In progress');
  await expect(counters.getByTestId('arrangements-inProgress')).toHaveText('1');
  // On a desktop the deliveries unfold once the work is in progress, also in a conversation left open.
  const creatorDeliveries = creatorConversation.getByRole('region', { name: 'Deliveries' });
  const advertiserDeliveries = advertiserConversation.getByRole('region', { name: 'Deliveries' });
  for (const deliveries of [creatorDeliveries, advertiserDeliveries]) {
    await expect(deliveries.getByRole('button', { name: /^Deliveries/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }

  // The creator delivers a link, a note and an image.
  await creatorDeliveries.getByRole('button', { name: 'Submit a delivery' }).click();
  const deliver = creatorPage.getByRole('dialog', { name: 'Submit a delivery' });
  await deliver.getByRole('textbox', { name: 'Link 1' }).fill(FIRST_LINK);
  await deliver.getByRole('textbox', { name: 'Note' }).fill('The reel is live; the cover is attached.');
  const chooser = creatorPage.waitForEvent('filechooser');
  await deliver.getByRole('button', { name: 'Attach images or PDFs (up to 10)' }).click();
  await (await chooser).setFiles({ name: COVER_NAME, mimeType: 'image/png', buffer: COVER_PNG });
  const coverChip = deliver
    .getByRole('list', { name: 'Attached files' })
    .getByRole('listitem')
    .filter({ hasText: COVER_NAME });
  await expect(coverChip).toBeVisible();
  // Uploaded as soon as chosen: the progress bar goes when the server has it.
  await expect(coverChip.getByRole('progressbar')).toHaveCount(0);
  await deliver.getByRole('button', { name: 'Submit delivery' }).click();
  await expect(creatorPage.getByTestId('snackbar').getByText('Delivery submitted.')).toBeVisible();
  await expect(deliver).toHaveCount(0);

  // The advertiser sees the delivery live: its link, note and image (fetched privately).
  const firstDelivery = advertiserDeliveries.getByRole('article', { name: 'Delivery 1' });
  await expect(firstDelivery.getByTestId('delivery-status')).toHaveText('Awaiting approval');
  await expect(firstDelivery.getByRole('link', { name: FIRST_LINK })).toHaveAttribute('href', FIRST_LINK);
  await expect(firstDelivery.getByText('The reel is live; the cover is attached.')).toBeVisible();
  await expect(firstDelivery.getByRole('img', { name: COVER_NAME })).toBeVisible();
  await expect(advertiserDeliveries.getByTestId('revisions-left')).toHaveText('2 revisions left');

  // The advertiser sends it back with a note.
  await advertiserDeliveries.getByRole('button', { name: 'Ask for a revision' }).click();
  const revise = advertiserPage.getByRole('dialog', { name: 'Ask for a revision' });
  await revise
    .getByRole('textbox', { name: 'What should be changed' })
    .fill('Please tag @przionica in the reel.');
  await revise.getByRole('button', { name: 'Ask for a revision' }).click();
  await expect(advertiserPage.getByTestId('snackbar').getByText('Revision requested.')).toBeVisible();
  await expect(firstDelivery.getByTestId('delivery-status')).toHaveText('Revision requested');

  // The creator reads the note and delivers again.
  const creatorFirstDelivery = creatorDeliveries.getByRole('article', { name: 'Delivery 1' });
  await expect(creatorFirstDelivery.getByTestId('delivery-status')).toHaveText('Revision requested');
  await expect(creatorFirstDelivery.getByText('Please tag @przionica in the reel.')).toBeVisible();
  await expect(
    creatorLog.getByText('Tomo asked for a revision: Please tag @przionica in the reel.'),
  ).toBeVisible();
  await expect(notification('Revision requested')).toBeVisible();
  await creatorDeliveries.getByRole('button', { name: 'Submit a delivery' }).click();
  await deliver.getByRole('textbox', { name: 'Link 1' }).fill(SECOND_LINK);
  await deliver.getByRole('button', { name: 'Submit delivery' }).click();
  await expect(creatorPage.getByTestId('snackbar').getByText('Delivery submitted.')).toBeVisible();

  // The advertiser approves the second delivery: the collaboration is completed.
  const secondDelivery = advertiserDeliveries.getByRole('article', { name: 'Delivery 2' });
  await expect(secondDelivery.getByTestId('delivery-status')).toHaveText('Awaiting approval');
  await expect(secondDelivery.getByRole('link', { name: SECOND_LINK })).toBeVisible();
  await expect(advertiserDeliveries.getByTestId('revisions-left')).toHaveText('1 revision left');
  await advertiserDeliveries.getByRole('button', { name: 'Approve', exact: true }).click();
  await advertiserPage
    .getByRole('dialog', { name: 'Approve the delivery?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(
    advertiserPage.getByTestId('snackbar').getByText('Delivery approved. The collaboration is completed.'),
  ).toBeVisible();
  await expect(advertiserConversation.getByTestId('arrangement-status')).toHaveText('Completed');
  await expect(creatorConversation.getByTestId('arrangement-status')).toHaveText('Completed');

  // The creator's dashboard moves the collaboration to completed, without a reload.
  await expect(notification('Delivery approved')).toContainText(SERVICE);
  await expect(counters.getByTestId('arrangements-completed-total')).toHaveText('1');
  await expect(counters.getByTestId('arrangements-inProgress')).toHaveText('0');

  // The rating dialog opens on both sides; both rate.
  const advertiserRate = advertiserPage.getByRole('dialog', { name: 'Rate the collaboration' });
  const creatorRate = creatorPage.getByRole('dialog', { name: 'Rate the collaboration' });
  await expect(advertiserRate).toBeVisible();
  await expect(creatorRate).toBeVisible();

  await chooseStars(advertiserRate, 5);
  await advertiserRate
    .getByRole('textbox', { name: 'Comment' })
    .fill('Three great pieces, and the tag fixed fast.');
  await advertiserRate.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(advertiserPage.getByTestId('snackbar').getByText('Thank you for your rating.')).toBeVisible();
  await expect(advertiserRate).toHaveCount(0);

  await chooseStars(creatorRate, 4);
  await creatorRate.getByRole('textbox', { name: 'Comment' }).fill('Clear brief and a fair counter-offer.');
  await creatorRate.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(creatorPage.getByTestId('snackbar').getByText('Thank you for your rating.')).toBeVisible();
  await expect(creatorRate).toHaveCount(0);

  // The reviews show on both public profiles.
  await advertiserPage.goto(`/creator/${creatorId}`);
  const creatorRatings = advertiserPage.getByRole('region', { name: 'Ratings' });
  await expect(creatorRatings.getByText('Three great pieces, and the tag fixed fast.')).toBeVisible();
  await expect(creatorRatings.getByText('Tomo Radić')).toBeVisible();

  await creatorPage.goto(`/advertiser/${advertiserId}`);
  const advertiserRatings = creatorPage.getByRole('region', { name: 'Ratings' });
  await expect(advertiserRatings.getByText('Clear brief and a fair counter-offer.')).toBeVisible();
  await expect(advertiserRatings.getByText('Mia Kovač')).toBeVisible();

  expect(creatorProblems, 'console errors or warnings of the creator').toEqual([]);
  await dashboard.context().close();
});
