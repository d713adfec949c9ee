import type { BrowserContext, Page, Worker } from '@playwright/test';
import {
  generateBrowserPushKeys,
  startPushService,
  verifyVapidAuthorization,
  type PushService,
} from '../../apps/api/src/testing/pushService';
import { buildAccount, registerThroughApi, suiteServer, type TestAccount } from '../fixtures/accounts';
import { confirmThroughApi } from '../fixtures/api';
import { expect, signInThroughApi, storeAuthRecord, test } from '../fixtures/test';

/**
 * Web push (issue 7) end to end. Headless Chromium has no push service, so the page's PushManager
 * is replaced by one that hands out a subscription whose endpoint is a stand-in push service started
 * here, with keys made here: the spec can then check and decrypt what the server pushes. The service
 * worker's own handlers get real (synthetic) push and notificationclick events.
 */

test.use({ locale: 'en-US' });

/** What the code evaluated in the service worker uses of its scope (this package compiles with DOM). */
type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
declare const PushEvent: new (type: string, init: { data: string }) => Event;
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

let pushService: PushService;
let creator: TestAccount;
let advertiser: TestAccount;
let creatorId: number;
const serviceIds: number[] = [];

test.beforeAll(async () => {
  pushService = await startPushService();
  [creator, advertiser] = await Promise.all([
    registerThroughApi(buildAccount({ firstName: 'Nika', lastName: 'Jurić', preferredLanguage: 'en' })),
    registerThroughApi(
      buildAccount({
        type: 'ADVERTISER',
        firstName: 'Goran',
        lastName: 'Marić',
        company: 'Kava d.o.o.',
        preferredLanguage: 'en',
      }),
    ),
  ]);
  await Promise.all([confirmThroughApi(creator), confirmThroughApi(advertiser)]);
  creatorId = (await callAs<{ id: number }>(creator, 'GET', 'auth/user')).id;
  for (const name of ['Story about your café', 'Reel about your café']) {
    const service = await callAs<{ offer_id: number }>(creator, 'POST', 'offers', {
      name,
      description: 'A short video about your place.',
      type: 'INFLUENCER_OFFER',
      price: 100,
      compensation: { kind: 'MONEY', amount: 100, show_amount: true },
    });
    serviceIds.push(service.offer_id);
  }
});

const tokens = new Map<TestAccount, Promise<string>>();

/** Calls the API as `account` with one sign-in per account for the whole spec (sign-ins are slow). */
async function callAs<T>(account: TestAccount, method: string, path: string, body?: unknown): Promise<T> {
  let token = tokens.get(account);
  if (!token) tokens.set(account, (token = signInThroughApi(account).then((t) => t.access_token)));
  const response = await fetch(`${suiteServer.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await token}`,
      'App-language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.afterAll(async () => {
  await pushService.close();
});

/** The advertiser requests one of the creator's services through the API; answers the arrangement id. */
async function requestService(serviceId: number): Promise<number> {
  const arrangement = await callAs<{ id: number }>(advertiser, 'POST', 'arrangements/new', {
    user_id: creatorId,
    offer_id: serviceId,
    content: 'Hi Nika, shall we film at our place?',
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
  });
  return arrangement.id;
}

function newMessageKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

/**
 * Replaces PushManager before the app starts: subscribe() gives a subscription to `endpoint` with
 * the spec's keys (as a browser would after asking its push service), getSubscription() gives it back.
 */
async function stubPushManager(page: Page, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    // Kept in the tab's storage, as a browser keeps its subscription across page loads.
    const KEY = 'e2e-push-subscription';
    const make = () =>
      ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          window.sessionStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe() {
      window.sessionStorage.setItem(KEY, '1');
      return make();
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return window.sessionStorage.getItem(KEY) ? make() : null;
    };
  }, subscription);
}

/** The service worker of the app, once it controls the page. */
async function activeServiceWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/ngsw-worker.js'));
  if (!worker) throw new Error('no service worker');
  return worker;
}

/**
 * The creator's browser with notifications allowed and a stand-in push subscription of its own, and a
 * new request from the advertiser for one of the creator's services.
 */
async function prepareCreatorDevice(page: Page, context: BrowserContext, serviceId: number) {
  const keys = generateBrowserPushKeys();
  const endpoint = pushService.newEndpoint();
  await context.grantPermissions(['notifications']);
  await stubPushManager(page, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  await storeAuthRecord(page, creator);
  const arrangementId = await requestService(serviceId);
  return { keys, endpoint, arrangementId };
}

test('a user turns push on in settings and gets an encrypted push of a message while away', async ({
  page,
  context,
}) => {
  const { keys, endpoint, arrangementId } = await prepareCreatorDevice(page, context, serviceIds[0]!);

  await page.goto('/user-settings');
  const main = page.getByRole('main');
  await main.getByLabel('Password', { exact: true }).fill(creator.password);
  await main.getByRole('button', { name: 'Open settings' }).click();
  const pushSwitch = main.getByRole('switch', { name: /^Push notifications on this device/ });
  await expect(pushSwitch).not.toBeChecked();
  await expect(pushSwitch).toBeEnabled();
  await pushSwitch.click();
  await expect(
    page.getByTestId('snackbar').getByText('Push notifications are on for this device.'),
  ).toBeVisible();
  await expect(pushSwitch).toBeChecked();
  const stored = await callAs<{ data: Array<{ endpoint: string }> }>(creator, 'GET', 'subscriptions');
  expect(stored.data.map((s) => s.endpoint)).toEqual([endpoint]);

  // The creator closes the app: no real-time connection, so messages come as pushes.
  await page.close();
  let sent = 0;
  await expect
    .poll(
      async () => {
        // The server may still count the closing socket for a moment: send again until one is pushed.
        sent += 1;
        await callAs(advertiser, 'POST', 'messages/messaging/send', {
          arrangement_id: arrangementId,
          content: `Are you free on Friday? (${sent})`,
          message_key: newMessageKey(),
        });
        return (await pushService.pushesTo(endpoint, 0)).length;
      },
      { intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(0);

  const [push] = await pushService.pushesTo(endpoint, 1);
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  const publicKey = (await callAs<{ public_key: string }>(creator, 'GET', 'subscriptions/vapid-public-key'))
    .public_key;
  expect(verifyVapidAuthorization(push!.headers.authorization, publicKey).aud).toBe(pushService.origin);
  const payload = JSON.parse(keys.decrypt(push!.body).toString('utf8')) as Record<string, unknown>;
  expect(payload).toMatchObject({
    type: 'MESSAGE_NEW',
    title: 'New message from Goran Marić',
    body: expect.stringMatching(/^Are you free on Friday\? \(\d+\)$/),
    url: `/messenger/${arrangementId}`,
    arrangement_id: arrangementId,
  });
});

test("the service worker shows a push and its click opens the conversation; logout removes the device's subscription", async ({
  page,
  context,
}) => {
  const { endpoint, arrangementId } = await prepareCreatorDevice(page, context, serviceIds[1]!);
  await page.goto('/dashboard');
  const worker = await activeServiceWorker(context, page);

  const shown = await worker.evaluate(async (id) => {
    const scope = self as unknown as WorkerScope;
    const payload = {
      type: 'MESSAGE_NEW',
      title: 'New message from Goran Marić',
      body: 'Are you free on Friday?',
      url: `/messenger/${id}`,
      arrangement_id: id,
      tag: `arrangement-${id}`,
    };
    scope.dispatchEvent(new PushEvent('push', { data: JSON.stringify(payload) }));
    for (let i = 0; i < 100; i += 1) {
      const notifications = await scope.registration.getNotifications({ tag: payload.tag });
      if (notifications.length > 0) {
        return notifications.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }, arrangementId);
  expect(shown).toEqual([
    {
      title: 'New message from Goran Marić',
      body: 'Are you free on Friday?',
      data: { url: `/messenger/${arrangementId}` },
    },
  ]);

  // A click on it: the open window of the app goes to the conversation.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  }, `arrangement-${arrangementId}`);
  await expect(page).toHaveURL(new RegExp(`/messenger/${arrangementId}$`));
  await expect(page.getByRole('region', { name: 'Conversation with Goran Marić' })).toBeVisible();
  const remaining = await worker.evaluate(
    async (tag) => (await (self as unknown as WorkerScope).registration.getNotifications({ tag })).length,
    `arrangement-${arrangementId}`,
  );
  expect(remaining).toBe(0);

  // The device's subscription is posted again on each start of the signed-in app, and logout
  // removes it from the server (the browser keeps it for the next sign-in).
  await page.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) =>
      registration.pushManager.subscribe({ userVisibleOnly: true }),
    ),
  );
  await page.reload();
  await expect
    .poll(
      async () => (await callAs<{ data: Array<{ endpoint: string }> }>(creator, 'GET', 'subscriptions')).data,
    )
    .toContainEqual(expect.objectContaining({ endpoint }));
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const after = await callAs<{ data: Array<{ endpoint: string }> }>(creator, 'GET', 'subscriptions');
  expect(after.data.map((s) => s.endpoint)).not.toContain(endpoint);
});
