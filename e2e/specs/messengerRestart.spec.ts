import type { Locator, Page } from '@playwright/test';
import { buildAccount, registerThroughApi, type TestAccount } from '../fixtures/accounts';
import { callAs, confirmThroughApi } from '../fixtures/api';
import { defineOwnServer } from '../fixtures/ownServer';
import { expect, storeAuthRecord, test } from '../fixtures/test';

/**
 * Issue 6, "done when": no message is lost or duplicated when the server restarts in the middle of a
 * conversation. The spec runs a server of its own (the suite's must stay up), restarts it while two
 * people chat, and sends a message while it is away.
 */

const server = defineOwnServer(Number(process.env.E2E_PORT ?? 3100) + 60);
const VIEWPORT = { width: 1280, height: 900 };

/** What a browser says while the server is away: refused connections and failed sockets. */
const OUTAGE_CONSOLE = [
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|WebSocket connection to .* failed|status of 503/,
];

test.use({
  baseURL: server.baseUrl,
  locale: 'en-US',
  viewport: VIEWPORT,
  allowedConsoleProblems: OUTAGE_CONSOLE,
});

let creator: TestAccount;
let advertiser: TestAccount;
let arrangementId: number;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
  creator = await registerThroughApi(
    buildAccount({ firstName: 'Mia', lastName: 'Jurić', preferredLanguage: 'en' }),
    server,
  );
  advertiser = await registerThroughApi(
    buildAccount({ type: 'ADVERTISER', firstName: 'Ivo', lastName: 'Tomić', preferredLanguage: 'en' }),
    server,
  );
  await Promise.all([confirmThroughApi(creator, server), confirmThroughApi(advertiser, server)]);
  const creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user', undefined, server)).id;
  const service = await callAs<{ offer_id: number }>(
    creator,
    'POST',
    'offers',
    {
      name: 'Story series about a new café',
      description: 'Three stories over a week.',
      type: 'INFLUENCER_OFFER',
      price: 150,
      compensation: { kind: 'MONEY', amount: 150, show_amount: true },
    },
    server,
  );
  const arrangement = await callAs<{ id: number }>(
    advertiser,
    'POST',
    'arrangements/new',
    {
      user_id: creatorId,
      offer_id: service.offer_id,
      content: 'Hi Mia, shall we start on Monday?',
      message_key: 'Restart1',
      type: 'INFLUENCER_OFFER',
      compensation: 150,
    },
    server,
  );
  arrangementId = arrangement.id;
  await callAs(
    creator,
    'POST',
    `management/handle/${arrangementId}`,
    { action: 'ACCEPT', data: null },
    server,
  );
});

test.afterAll(async () => {
  await server.dispose();
});

/** Sends with Enter from the composer of `conversation`. */
async function send(conversation: Locator, text: string) {
  const composer = conversation.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
}

async function openConversation(page: Page, account: TestAccount, otherName: string) {
  await storeAuthRecord(page, account, { server });
  await page.goto(`/messenger/${arrangementId}`);
  const conversation = page.getByRole('region', { name: `Conversation with ${otherName}` });
  await expect(conversation.getByTestId('arrangement-status')).toHaveText('In progress');
  return conversation;
}

test('a conversation goes on across a server restart, every message exactly once on both sides', async ({
  page: advertiserPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const creatorContext = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  const creatorPage = await creatorContext.newPage();
  const creatorProblems: string[] = [];
  creatorPage.on('console', (message) => {
    const text = `${message.type()}: ${message.text()}`;
    const isProblem = message.type() === 'error' || message.type() === 'warning';
    if (isProblem && !OUTAGE_CONSOLE.some((pattern) => pattern.test(text))) creatorProblems.push(text);
  });

  const advertiserConversation = await openConversation(advertiserPage, advertiser, 'Mia Jurić');
  const creatorConversation = await openConversation(creatorPage, creator, 'Ivo Tomić');
  const advertiserLog = advertiserConversation.getByRole('log', { name: 'Messages' });
  const creatorLog = creatorConversation.getByRole('log', { name: 'Messages' });
  await expect(advertiserConversation.getByTestId('presence')).toHaveText('Online');

  await send(advertiserConversation, 'Before the restart');
  await expect(creatorLog.getByText('Before the restart')).toBeVisible();

  await server.stop();
  // While the server is away the send fails: SPEC §8's 'System error', and the text stays.
  await send(advertiserConversation, 'While the server was away');
  const systemError = advertiserPage.getByRole('dialog', { name: 'System error' });
  await expect(systemError).toBeVisible();
  await systemError.getByRole('button', { name: 'Close', exact: true }).click();
  const advertiserComposer = advertiserConversation.getByRole('textbox', { name: 'Message' });
  await expect(advertiserComposer).toHaveValue('While the server was away');

  await server.start();
  // Both come back on their own: presence is announced again after the sockets reconnect.
  await expect(advertiserConversation.getByTestId('presence')).toHaveText('Online', { timeout: 20_000 });
  await expect(creatorConversation.getByTestId('presence')).toHaveText('Online', { timeout: 20_000 });
  // The retry keeps the message's key: stored once however often it is sent.
  await advertiserComposer.press('Enter');
  await expect(creatorLog.getByText('While the server was away')).toBeVisible();
  await send(creatorConversation, 'After the restart');
  await expect(advertiserLog.getByText('After the restart')).toBeVisible();

  const expected = [
    'Hi Mia, shall we start on Monday?',
    'Before the restart',
    'While the server was away',
    'After the restart',
  ];
  for (const log of [advertiserLog, creatorLog]) {
    for (const text of expected) await expect(log.getByText(text, { exact: true })).toHaveCount(1);
  }
  // And the server holds each once, in order.
  const stored = await callAs<{ data: { type: string; content: string }[] }>(
    creator,
    'GET',
    `messages/messaging/read/${arrangementId}?limit=50`,
    undefined,
    server,
  );
  const texts = stored.data
    .filter((message) => message.type === 'TEXT')
    .map((message) => message.content)
    .reverse();
  expect(texts).toEqual(expected);

  // After a reload nothing shows twice either.
  await creatorPage.reload();
  for (const text of expected) await expect(creatorLog.getByText(text, { exact: true })).toHaveCount(1);
  expect(creatorProblems, 'console errors or warnings of the creator').toEqual([]);
  await creatorContext.close();
});
