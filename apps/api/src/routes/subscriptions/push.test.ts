import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_TTL_SECONDS,
  ZPushPayload,
  type TArrangement,
  type TPushPayload,
  type TPushSubscriptionList,
} from '@spona/contracts';
import { users } from '../../db/schema';
import { connectEcho, connected, type EchoClient } from '../../realtime/echoTestClient';
import { buildServiceAndAdvertiser, newMessageKey, sendMessage } from '../../testing/arrangements';
import { buildCreator, type Actor } from '../../testing/factories';
import {
  generateBrowserPushKeys,
  startPushService,
  verifyVapidAuthorization,
  type BrowserPushKeys,
  type PushService,
  type ReceivedPush,
} from '../../testing/pushService';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
let pushService: PushService;
let vapidPublicKey: string;
const clients: EchoClient[] = [];

beforeAll(async () => {
  pushService = await startPushService();
  const key = await t.call<{ public_key: string }>('GET', 'subscriptions/vapid-public-key', null);
  vapidPublicKey = key.body.public_key;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await pushService.close();
});

const call = t.call;

/** What the web app does when the user turns push on: the browser subscribes, the app posts it. */
async function subscribe(who: Actor): Promise<{ endpoint: string; keys: BrowserPushKeys }> {
  const keys = generateBrowserPushKeys();
  const endpoint = pushService.newEndpoint();
  const res = await call('POST', 'subscriptions', who, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  expect(res.status).toBe(201);
  return { endpoint, keys };
}

type Scene = Awaited<ReturnType<typeof buildServiceAndAdvertiser>>;

async function request(scene: Scene, content = 'Bok Iva, trebamo priču o ljetnoj kolekciji.') {
  const res = await call<TArrangement>('POST', 'arrangements/new', scene.requester, {
    user_id: scene.receiver.id,
    offer_id: scene.offerId,
    content,
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Opens what a browser receives: checks the headers and the VAPID token, decrypts the payload. */
function openPush(push: ReceivedPush, endpoint: string, keys: BrowserPushKeys): TPushPayload {
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers['content-type']).toBe('application/octet-stream');
  expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
  const claims = verifyVapidAuthorization(push.headers.authorization, vapidPublicKey);
  expect(claims.aud).toBe(new URL(endpoint).origin);
  expect(claims.sub).toBe('mailto:support@spona.local');
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  // RFC 8292: at most 24 hours ahead.
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  return ZPushPayload.parse(JSON.parse(keys.decrypt(push.body).toString('utf8')));
}

/** A later push to someone else has arrived, so one to the user under test would have by now. */
async function afterSentinelPush() {
  const sentinel = await buildServiceAndAdvertiser(t);
  const { endpoint } = await subscribe(sentinel.receiver);
  await request(sentinel);
  expect(await pushService.pushesTo(endpoint, 1)).toHaveLength(1);
}

describe('web push', () => {
  it('pushes a new request and a new message, encrypted and VAPID-signed, in the receiver language', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    await t.database.db.update(users).set({ preferredLanguage: 'hr' }).where(eq(users.id, scene.receiver.id));
    const { endpoint, keys } = await subscribe(scene.receiver);
    const listed = await call<TPushSubscriptionList>('GET', 'subscriptions', scene.receiver);
    expect(listed.body.data.map((s) => s.endpoint)).toEqual([endpoint]);

    const id = await request(scene);
    const [requestPush] = await pushService.pushesTo(endpoint, 1);
    expect(openPush(requestPush!, endpoint, keys)).toEqual({
      type: 'ARRANGEMENT_NEW',
      title: 'Novi zahtjev za suradnju',
      // Issue 16: the push of a request names the amount.
      body: expect.stringMatching(
        /^Marko Perić šalje vam zahtjev za suradnju za „Instagram story“: 150\s€\.$/,
      ),
      url: `/messenger/${id}`,
      arrangement_id: id,
      tag: `arrangement-${id}`,
    });

    await sendMessage(t, scene.requester, id, `Možemo li   početi u utorak? ${'Detalji. '.repeat(30)}`);
    const pushes = await pushService.pushesTo(endpoint, 2);
    const message = openPush(pushes[1]!, endpoint, keys);
    expect(message).toMatchObject({
      type: 'MESSAGE_NEW',
      title: 'Nova poruka: Marko Perić',
      url: `/messenger/${id}`,
      arrangement_id: id,
      tag: `arrangement-${id}`,
    });
    // Only a short preview on one line: the lock screen shows it.
    expect(message.body).toMatch(/^Možemo li početi u utorak\? Detalji\. .*…$/);
    expect(Array.from(message.body)).toHaveLength(100);
    expect(pushes[1]!.headers.topic).toBe(`arrangement-${id}`);
  });

  it('pushes to every subscribed browser of the receiver', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const phone = await subscribe(scene.receiver);
    const laptop = await subscribe(scene.receiver);
    const id = await request(scene);
    for (const browser of [phone, laptop]) {
      const [push] = await pushService.pushesTo(browser.endpoint, 1);
      expect(openPush(push!, browser.endpoint, browser.keys).arrangement_id).toBe(id);
    }
  });

  it('does not push to a receiver who has the app open', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const { endpoint } = await subscribe(scene.receiver);
    const client = connectEcho(t.origin, scene.receiver.token);
    clients.push(client);
    await connected(client);
    const id = await request(scene);
    await sendMessage(t, scene.requester, id, 'Are you there?');
    await afterSentinelPush();
    expect(await pushService.pushesTo(endpoint, 0)).toEqual([]);
  });

  it('does not push to a receiver who turned push notifications off', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const { endpoint } = await subscribe(scene.receiver);
    const off = await call<{ notify_push: boolean }>('PUT', 'settings/notifications', scene.receiver, {
      notify_push: false,
    });
    expect(off.body.notify_push).toBe(false);
    const id = await request(scene);
    await sendMessage(t, scene.requester, id, 'Hello?');
    await afterSentinelPush();
    expect(await pushService.pushesTo(endpoint, 0)).toEqual([]);
  });

  it('pushes a retried send (same message key) only once', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const id = await request(scene);
    await call('POST', `management/handle/${id}`, scene.receiver, { action: 'ACCEPT' });
    const { endpoint, keys } = await subscribe(scene.requester);
    const key = newMessageKey();
    expect((await sendMessage(t, scene.receiver, id, 'Deal!', key)).status).toBe(201);
    expect((await sendMessage(t, scene.receiver, id, 'Deal!', key)).status).toBe(200);
    expect(await pushService.pushesTo(endpoint, 1)).toHaveLength(1);
    await afterSentinelPush();
    const pushes = await pushService.pushesTo(endpoint, 0);
    expect(pushes.map((p) => openPush(p, endpoint, keys).body)).toEqual(['Deal!']);
  });

  it('pushes each collaboration event as its notification, once, with no second push for its message', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const id = await request(scene);
    const { endpoint, keys } = await subscribe(scene.requester);
    const proposed = await call('POST', `management/propose/${id}`, scene.receiver, {
      terms: { compensation: 220 },
      message: 'Could we do 220?',
    });
    expect(proposed.status).toBe(200);
    await afterSentinelPush();
    const pushes = await pushService.pushesTo(endpoint, 0);
    expect(pushes.map((p) => openPush(p, endpoint, keys))).toEqual([
      {
        type: 'ARRANGEMENT_CHANGED',
        title: 'Predloženi novi uvjeti',
        body: 'Iva Kovač predlaže nove uvjete za „Instagram story”.',
        url: `/messenger/${id}`,
        arrangement_id: id,
        tag: `arrangement-${id}`,
      },
    ]);
  });

  it('deletes a subscription the push service says is gone (410, 404)', async () => {
    for (const status of [410, 404]) {
      const scene = await buildServiceAndAdvertiser(t);
      const gone = await subscribe(scene.receiver);
      const kept = await subscribe(scene.receiver);
      pushService.answer(gone.endpoint, status);
      pushService.answer(kept.endpoint, 500);
      await request(scene);
      await pushService.pushesTo(gone.endpoint, 1);
      await pushService.pushesTo(kept.endpoint, 1);
      await expect
        .poll(
          async () => (await call<TPushSubscriptionList>('GET', 'subscriptions', scene.receiver)).body.data,
        )
        .toEqual([expect.objectContaining({ endpoint: kept.endpoint })]);
    }
  });

  it('answers the message before the push service has answered the push', async () => {
    const scene = await buildServiceAndAdvertiser(t);
    const { endpoint } = await subscribe(scene.receiver);
    pushService.answer(endpoint, 'hold');
    const id = await request(scene);
    expect(await pushService.pushesTo(endpoint, 1)).toHaveLength(1);
    // The push service still holds the first push; the next message is answered all the same.
    expect((await sendMessage(t, scene.requester, id, 'Still there?')).status).toBe(201);
    pushService.release();
  });
});

describe('push endpoints in production', () => {
  const production = useTestServer({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'false' });

  it('refuses endpoints on this machine or the private network unless allowed', async () => {
    const me = await buildCreator(production);
    const keys = generateBrowserPushKeys();
    const post = (endpoint: string) =>
      production.call<{ message: string; errors?: Record<string, string[]> }>('POST', 'subscriptions', me, {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
    for (const endpoint of [
      pushService.newEndpoint(),
      'http://localhost:8080/push/x',
      'https://localhost/push/x',
      'https://10.0.0.8/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
    ]) {
      const res = await post(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.errors?.endpoint?.[0]).toMatch(/endpoint/);
    }
    expect((await post('http://push.example.com/x')).status).toBe(400);
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
    const list = await production.call<TPushSubscriptionList>('GET', 'subscriptions', me);
    expect(list.body.data.map((s) => s.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });
});
