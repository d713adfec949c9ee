import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPushPayload } from '@spona/contracts';
import { generateVapidKeys } from '../../domain/push/vapidKeys';
import { generateBrowserPushKeys, startPushService, type PushService } from '../../testing/pushService';
import { isAllowedPushEndpoint } from './endpointGuard';
import { createPushSender, type PushSenderOptions } from './pushSender';

let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
});

const payload: TPushPayload = {
  type: 'MESSAGE_NEW',
  title: 'New message from Ana Horvat',
  body: 'Hi!',
  url: '/messenger/7',
  arrangement_id: 7,
  tag: 'arrangement-7',
};

function newSender(options: Partial<PushSenderOptions> = {}) {
  return createPushSender({
    vapid: generateVapidKeys(),
    subject: 'mailto:support@spona.local',
    allowPrivateEndpoints: true,
    log: pino({ level: 'silent' }),
    ...options,
  });
}

function newTarget(endpoint = pushService.newEndpoint()) {
  const keys = generateBrowserPushKeys();
  return { target: { endpoint, p256dh: keys.p256dh, auth: keys.auth }, keys };
}

describe('push sender', () => {
  it('delivers an encrypted push the browser can read', async () => {
    const sender = newSender();
    const { target, keys } = newTarget();
    expect(await sender.send(target, payload)).toBe('delivered');
    const [push] = await pushService.pushesTo(target.endpoint, 1);
    expect(JSON.parse(keys.decrypt(push!.body).toString('utf8'))).toEqual(payload);
    sender.close();
  });

  it('tells a gone subscription (404, 410) from a failure (other statuses)', async () => {
    const sender = newSender();
    const outcomes = [];
    for (const status of [410, 404, 429, 500, 413]) {
      const { target } = newTarget();
      pushService.answer(target.endpoint, status);
      outcomes.push(await sender.send(target, payload));
    }
    expect(outcomes).toEqual(['gone', 'gone', 'failed', 'failed', 'failed']);
    sender.close();
  });

  it('gives up on a push service that does not answer in time', async () => {
    const sender = newSender({ timeoutMs: 200 });
    const { target } = newTarget();
    pushService.answer(target.endpoint, 'hold');
    expect(await sender.send(target, payload)).toBe('failed');
    sender.close();
    pushService.release();
  });

  it('drops pushes beyond its queue instead of growing without bound', async () => {
    const sender = newSender({ maxConcurrent: 1, maxQueued: 1 });
    const held = newTarget();
    pushService.answer(held.target.endpoint, 'hold');
    const first = sender.send(held.target, payload);
    await pushService.pushesTo(held.target.endpoint, 1);
    const second = sender.send(newTarget().target, payload);
    expect(await sender.send(newTarget().target, payload)).toBe('dropped');
    pushService.release();
    expect(await first).toBe('delivered');
    expect(await second).toBe('delivered');
    await sender.drain();
    sender.close();
  });

  it('fails on unusable keys or endpoints without throwing', async () => {
    const sender = newSender();
    const { target } = newTarget();
    expect(await sender.send({ ...target, p256dh: 'AAAA' }, payload)).toBe('failed');
    expect(await sender.send({ ...target, endpoint: 'ftp://push.example.com/x' }, payload)).toBe('failed');
    sender.close();
  });

  it('refuses to connect inside the network when private endpoints are not allowed', async () => {
    const sender = newSender({ allowPrivateEndpoints: false });
    const before = pushService.received.length;
    const port = new URL(pushService.origin).port;
    for (const endpoint of [`http://127.0.0.1:${port}/push/a`, `http://localhost:${port}/push/b`]) {
      expect(await sender.send(newTarget(endpoint).target, payload)).toBe('failed');
    }
    expect(pushService.received.length).toBe(before);
    sender.close();
  });
});

describe('push endpoint guard', () => {
  it('allows only public push services unless private ones are allowed', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', false)).toBe(true);
    expect(isAllowedPushEndpoint('https://192.168.0.10/x', false)).toBe(false);
    expect(isAllowedPushEndpoint('http://localhost:9000/x', false)).toBe(false);
    expect(isAllowedPushEndpoint('http://localhost:9000/x', true)).toBe(true);
  });
});
