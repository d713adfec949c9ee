import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TMessage } from '@spona/contracts';
import { eventLog } from '../../db/schema';
import { buildArrangement, newMessageKey } from '../../testing/arrangements';
import { buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

async function lastRecord() {
  const [row] = await t.database.db.select().from(eventLog).orderBy(desc(eventLog.id)).limit(1);
  return row;
}

describe('POST event-log', () => {
  it('logs a message the caller received from someone else, with the user and the time', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const sent = await call<TMessage>('POST', 'messages/messaging/send', requester, {
      arrangement_id: arrangement.id,
      content: 'Hi',
      message_key: newMessageKey(),
    });
    const payload = {
      message_id: sent.body.id,
      message_type: 'TEXT',
      from_user_id: requester.id,
      to_user_id: receiver.id,
      arrangement_id: arrangement.id,
    };
    const res = await call('POST', 'event-log', receiver, {
      category: 'MESSAGE',
      action: 'RECEIVED',
      payload,
    });
    expect(res).toEqual({ status: 201, body: { success: true } });
    const row = await lastRecord();
    expect(row).toMatchObject({ userId: receiver.id, category: 'MESSAGE', action: 'RECEIVED', payload });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);

    // Not for your own message, not for someone else's, not with a payload that does not match.
    const outsider = await buildCreator(t);
    const before = row!.id;
    for (const [who, body] of [
      [requester, payload],
      [outsider, payload],
      [receiver, { ...payload, from_user_id: outsider.id }],
      [receiver, { ...payload, message_id: 2147483647 }],
    ] as const) {
      const refused = await call('POST', 'event-log', who, {
        category: 'MESSAGE',
        action: 'RECEIVED',
        payload: body,
      });
      expect(refused.status).toBe(404);
    }
    expect(
      await call('POST', 'event-log', null, { category: 'MESSAGE', action: 'RECEIVED', payload }),
    ).toMatchObject({ status: 401 });
    expect((await lastRecord())!.id).toBe(before);
  });

  it.each(['BANNER_APPEARED', 'BANNER_ACCEPTED', 'BANNER_DISMISSED', 'APP_INSTALL'])(
    'logs the install banner event %s, anonymous with user id -1 too',
    async (action) => {
      const anonymous = await call('POST', 'event-log', null, {
        category: 'APP_UPSELL',
        action,
        payload: { user_id: -1 },
      });
      expect(anonymous.status).toBe(201);
      expect(await lastRecord()).toMatchObject({
        userId: null,
        category: 'APP_UPSELL',
        action,
        payload: { user_id: -1 },
      });
      const creator = await buildCreator(t);
      const signedIn = await call('POST', 'event-log', creator, {
        category: 'APP_UPSELL',
        action,
        payload: { user_id: creator.id },
      });
      expect(signedIn.status).toBe(201);
      expect(await lastRecord()).toMatchObject({ userId: creator.id, payload: { user_id: creator.id } });
    },
  );

  it.each([
    ['an unknown category', { category: 'CLICK', action: 'X', payload: {} }],
    ['an unknown action', { category: 'APP_UPSELL', action: 'BANNER_EATEN', payload: { user_id: -1 } }],
    ['a bad user id', { category: 'APP_UPSELL', action: 'APP_INSTALL', payload: { user_id: -7 } }],
    ['a missing payload', { category: 'MESSAGE', action: 'RECEIVED' }],
    ['no body', undefined],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await call('POST', 'event-log', null, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});
