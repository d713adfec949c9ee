import { createECDH, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS, type TPushSubscription, type TPushSubscriptionList } from '@spona/contracts';
import { pushSubscriptions } from '../../db/schema';
import { generateVapidKeys, VAPID_KEYS_FILE } from '../../domain/push/vapidKeys';
import { bearer } from '../../testing/accounts';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** What a browser's PushSubscription.toJSON() gives: a push service endpoint and its keys. */
function browserSubscription(endpoint = `https://push.example.com/send/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
const call = t.call;
const rowsOf = (who: Actor) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));

describe('subscriptions', () => {
  it('stores a subscription of the caller and lists it without its keys', async () => {
    const me = await buildCreator(t);
    const sub = browserSubscription();
    const res = await call<TPushSubscription>('POST', 'subscriptions', me, sub);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ endpoint: sub.endpoint });
    expect(res.body).not.toHaveProperty('keys');
    expect(await rowsOf(me)).toMatchObject([
      { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    ]);
    const list = await call<TPushSubscriptionList>('GET', 'subscriptions', me);
    expect(list.body.data.map((s) => s.endpoint)).toEqual([sub.endpoint]);
  });

  it('updates the same endpoint of the same user instead of adding it twice', async () => {
    const me = await buildCreator(t);
    const sub = browserSubscription();
    await call('POST', 'subscriptions', me, sub);
    const again = { ...sub, keys: browserSubscription().keys };
    expect((await call('POST', 'subscriptions', me, again)).status).toBe(201);
    expect(await rowsOf(me)).toMatchObject([{ endpoint: sub.endpoint, p256dh: again.keys.p256dh }]);
  });

  it('moves a subscription to another user who signed in in the same browser (same endpoint and keys)', async () => {
    const me = await buildCreator(t);
    const sub = browserSubscription();
    await call('POST', 'subscriptions', me, sub);
    const next = await buildAdvertiser(t);
    expect((await call('POST', 'subscriptions', next, sub)).status).toBe(201);
    expect(await rowsOf(me)).toEqual([]);
    expect(await rowsOf(next)).toMatchObject([
      { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    ]);
  });

  it("refuses with 409 another user's subscription posted with other keys, and changes nothing", async () => {
    const me = await buildCreator(t);
    const sub = browserSubscription();
    await call('POST', 'subscriptions', me, sub);
    const before = await rowsOf(me);
    const attacker = await buildCreator(t);
    const forged = browserSubscription(sub.endpoint);
    for (const keys of [
      forged.keys,
      { ...sub.keys, auth: forged.keys.auth },
      { ...sub.keys, p256dh: forged.keys.p256dh },
    ]) {
      const res = await call<{ message: string; errors: Record<string, string[]> }>(
        'POST',
        'subscriptions',
        attacker,
        {
          ...sub,
          keys,
        },
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'This conflicts with data that already exists.',
        errors: { endpoint: ['This push subscription belongs to another account.'] },
      });
    }
    const hr = await fetch(`${t.api}/subscriptions`, {
      method: 'POST',
      headers: { ...bearer(attacker.token), 'App-language': 'hr', 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(hr.status).toBe(409);
    expect(((await hr.json()) as { errors: Record<string, string[]> }).errors.endpoint).toEqual([
      'Ova pretplata na push obavijesti pripada drugom računu.',
    ]);
    expect(await rowsOf(me)).toEqual(before);
    expect(await rowsOf(attacker)).toEqual([]);
  });

  it('keeps only the newest 3 subscriptions of a user', async () => {
    const me = await buildCreator(t);
    const subs = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, () => browserSubscription());
    for (const sub of subs) expect((await call('POST', 'subscriptions', me, sub)).status).toBe(201);
    const list = await call<TPushSubscriptionList>('GET', 'subscriptions', me);
    expect(list.body.data.map((s) => s.endpoint)).toEqual(
      subs
        .slice(-MAX_PUSH_SUBSCRIPTIONS)
        .map((s) => s.endpoint)
        .reverse(),
    );
  });

  it("deletes the caller's own subscription by endpoint or id, and never someone else's", async () => {
    const me = await buildCreator(t);
    const other = await buildCreator(t);
    const [a, b] = [browserSubscription(), browserSubscription()];
    await call('POST', 'subscriptions', me, a);
    const created = await call<TPushSubscription>('POST', 'subscriptions', me, b);
    expect((await call('DELETE', 'subscriptions', other, { endpoint: a.endpoint })).status).toBe(404);
    expect((await call('DELETE', `subscriptions/${created.body.id}`, other)).status).toBe(404);
    expect((await call<TPushSubscriptionList>('GET', 'subscriptions', other)).body.data).toEqual([]);
    expect(await rowsOf(me)).toHaveLength(2);
    expect((await call('DELETE', 'subscriptions', me, { endpoint: a.endpoint })).status).toBe(200);
    expect((await call('DELETE', `subscriptions/${created.body.id}`, me)).status).toBe(200);
    expect(await rowsOf(me)).toEqual([]);
    expect((await call('DELETE', `subscriptions/${created.body.id}`, me)).status).toBe(404);
  });

  it('refuses bad subscriptions with 400 and stores nothing', async () => {
    const me = await buildCreator(t);
    const good = browserSubscription();
    for (const body of [
      {},
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const res = await call<{ message: string }>('POST', 'subscriptions', me, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('DELETE', 'subscriptions', me, {})).status).toBe(400);
    expect((await call('DELETE', 'subscriptions/abc', me)).status).toBe(400);
    expect(await rowsOf(me)).toEqual([]);
    expect((await call('POST', 'subscriptions', null, good)).status).toBe(401);
    expect((await call('GET', 'subscriptions', null)).status).toBe(401);
  });
});

describe('VAPID public key', () => {
  it('is generated into DATA_DIR on first start and given to anyone', async () => {
    const res = await call<{ public_key: string }>('GET', 'subscriptions/vapid-public-key', null);
    expect(res.status).toBe(200);
    const raw = Buffer.from(res.body.public_key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(0x04);
    const stored = JSON.parse(await readFile(path.join(t.config.dataDir, VAPID_KEYS_FILE), 'utf8'));
    expect(stored.publicKey).toBe(res.body.public_key);
  });

  describe('with VAPID keys configured', () => {
    const keys = generateVapidKeys();
    const other = useTestServer({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });

    it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
      const res = await other.call<{ public_key: string }>('GET', 'subscriptions/vapid-public-key', null);
      expect(res.body.public_key).toBe(keys.publicKey);
    });
  });
});
