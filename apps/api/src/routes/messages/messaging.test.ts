import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZMessage, ZMessageList, type TMessageList, type TMessageSeenEvent } from '@spona/contracts';
import { arrangements, messages } from '../../db/schema';
import { buildArrangement, newMessageKey, sendMessage } from '../../testing/arrangements';
import { buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, id));
  return row!;
}

describe('POST messages/messaging/send', () => {
  it('stores the message, answers it, and counts it unseen for the receiver', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const before = await rowOf(arrangement.id);
    const res = await sendMessage(t, receiver, arrangement.id, '  Sure, next Tuesday works.  ');
    expect(res.status).toBe(201);
    expect(ZMessage.parse(res.body)).toMatchObject({
      type: 'TEXT',
      sender: receiver.id,
      receiver: requester.id,
      arrangement: arrangement.id,
      content: 'Sure, next Tuesday works.',
    });
    const after = await rowOf(arrangement.id);
    expect(after.requesterUnseenCount).toBe(before.requesterUnseenCount + 1);
    expect(after.receiverUnseenCount).toBe(before.receiverUnseenCount);
    expect(after.lastMessageAt?.toISOString()).toBe(res.body.created_at);
    expect(after.lastActivityAt.toISOString()).toBe(res.body.created_at);
  });

  it('lets the requester write before the request is accepted', async () => {
    const { requester, arrangement } = await buildArrangement(t);
    expect((await sendMessage(t, requester, arrangement.id, 'One more detail')).status).toBe(201);
  });

  it('answers a retried send with the stored message and no duplicate', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const key = newMessageKey();
    const [a, b] = await Promise.all([
      sendMessage(t, requester, arrangement.id, 'Hi', key),
      sendMessage(t, requester, arrangement.id, 'Hi', key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await sendMessage(t, requester, arrangement.id, 'Hi', key);
    expect(again).toMatchObject({ status: 200, body: { id: a.body.id } });
    const stored = await t.database.db.select().from(messages).where(eq(messages.messageKey, key));
    expect(stored).toHaveLength(1);
    expect((await rowOf(arrangement.id)).receiverUnseenCount).toBe(1 + 1);
  });

  it.each(['DECLINED', 'CANCELED', 'COMPLETED', 'ABORTED'] as const)(
    'refuses a message in a %s arrangement',
    async (status) => {
      const { requester, arrangement } = await buildArrangement(t, status);
      const res = await sendMessage(t, requester, arrangement.id, 'Hello?');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Messages can be sent only in an active arrangement.' });
    },
  );

  it('answers 404 to anyone but the participants, and clear errors to bad input', async () => {
    const { arrangement } = await buildArrangement(t);
    const outsider = await buildCreator(t);
    expect((await sendMessage(t, outsider, arrangement.id, 'Hi')).status).toBe(404);
    expect((await sendMessage(t, outsider, 2147483647, 'Hi')).status).toBe(404);
    const bad = await call('POST', 'messages/messaging/send', outsider, {
      arrangement_id: 'x',
      content: '',
      message_key: '!',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual([
      'arrangement_id',
      'content',
      'message_key',
    ]);
    expect((await call('POST', 'messages/messaging/send', outsider)).status).toBe(400);
  });

  it('refuses text with a NUL character everywhere instead of failing to store it', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const nul = 'a\u0000b';
    const sent = await sendMessage(t, requester, arrangement.id, nul);
    expect(sent.status).toBe(400);
    expect((sent.body as unknown as { errors: unknown }).errors).toEqual({
      content: ['Remove the invisible control characters from the text.'],
    });
    for (const path of [
      `messages/messaging/search/${arrangement.id}?text=a%00b`,
      'arrangements?text=a%00b',
    ]) {
      expect((await call('GET', path, requester)).status).toBe(400);
    }
    const review = await call('POST', `management/review/${arrangement.id}`, requester, {
      rating: 5,
      comment: nul,
    });
    expect(review.status).toBe(400);
  });
});

describe('GET messages/messaging/read and search', () => {
  it('pages newest first, 20 by default, skip = page × limit', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    for (let n = 1; n <= 25; n += 1)
      await sendMessage(t, n % 2 ? requester : receiver, arrangement.id, `message ${n}`);
    const first = await call<TMessageList>('GET', `messages/messaging/read/${arrangement.id}`, receiver);
    const page = ZMessageList.parse(first.body);
    // The first message, the ACCEPT system message and 25 more.
    expect(page.total).toBe(27);
    expect(page.data).toHaveLength(20);
    expect(page.data[0]!.content).toBe('message 25');
    const second = await call<TMessageList>(
      'GET',
      `messages/messaging/read/${arrangement.id}?limit=20&skip=20&sort=created_at&order=desc`,
      requester,
    );
    expect(second.body.data.map((m) => m.content).slice(0, 5)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);
    expect(second.body.data).toHaveLength(7);
    const outsider = await buildCreator(t);
    expect((await call('GET', `messages/messaging/read/${arrangement.id}`, outsider)).status).toBe(404);
    expect((await call('GET', `messages/messaging/read/${arrangement.id}?limit=abc`, receiver)).status).toBe(
      400,
    );
    expect((await call('GET', `messages/messaging/read/${arrangement.id}?order=up`, receiver)).status).toBe(
      400,
    );
  });

  it('finds messages of one conversation, accents and case ignored', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await sendMessage(t, requester, arrangement.id, 'Snimanje u Šibeniku u petak?');
    await sendMessage(t, receiver, arrangement.id, 'Može, javim se.');
    const other = await buildArrangement(t, 'IN_PROGRESS');
    await sendMessage(t, other.requester, other.arrangement.id, 'Sibenik je predivan');
    const found = await call<TMessageList>(
      'GET',
      `messages/messaging/search/${arrangement.id}?text=sibenik`,
      receiver,
    );
    expect(found.body).toMatchObject({ total: 1 });
    expect(found.body.data.map((m) => m.content)).toEqual(['Snimanje u Šibeniku u petak?']);
    const percent = await call<TMessageList>(
      'GET',
      `messages/messaging/search/${arrangement.id}?text=%25`,
      receiver,
    );
    expect(percent.body.total).toBe(0);
    expect((await call('GET', `messages/messaging/search/${arrangement.id}`, receiver)).status).toBe(400);
  });
});

describe('POST messages/messaging/open', () => {
  it('marks the conversation seen for the viewer only', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await sendMessage(t, requester, arrangement.id, 'Are you there?');
    await sendMessage(t, receiver, arrangement.id, 'Yes');
    const res = await fetch(`${t.api}/messages/messaging/open/${arrangement.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${receiver.token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ arrangement_id: arrangement.id, user_id: receiver.id });
    const row = await rowOf(arrangement.id);
    expect(row.receiverUnseenCount).toBe(0);
    expect(row.requesterUnseenCount).toBe(2);
    const me = await call<{ arrangements: unknown[] }>('GET', 'auth/user', receiver);
    expect(me.body.arrangements).toEqual([{ id: arrangement.id, unseen_count: 0 }]);
    const outsider = await buildCreator(t);
    expect((await call('POST', `messages/messaging/open/${arrangement.id}`, outsider, {})).status).toBe(404);
  });

  it('marks the messages to the viewer seen at the time it answers, and keeps the first time (issue 16)', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await sendMessage(t, requester, arrangement.id, 'Are you there?');
    await sendMessage(t, receiver, arrangement.id, 'Yes');
    const read = async () =>
      (await call<TMessageList>('GET', `messages/messaging/read/${arrangement.id}`, requester)).body.data;
    expect((await read()).every((m) => m.seen_at === null)).toBe(true);

    const first = await call<TMessageSeenEvent>(
      'POST',
      `messages/messaging/open/${arrangement.id}`,
      receiver,
      {},
    );
    const thread = await read();
    const toReceiver = thread.filter((m) => m.receiver === receiver.id && m.sender !== receiver.id);
    expect(toReceiver.length).toBeGreaterThanOrEqual(2);
    for (const m of toReceiver) expect(m.seen_at).toBe(first.body.seen_at);
    // The receiver's own message waits for the requester to open the conversation.
    expect(thread.find((m) => m.content === 'Yes')!.seen_at).toBeNull();

    const again = await call<TMessageSeenEvent>(
      'POST',
      `messages/messaging/open/${arrangement.id}`,
      receiver,
      {},
    );
    expect(again.status).toBe(200);
    for (const m of (await read()).filter((m) => m.receiver === receiver.id)) {
      expect(m.seen_at).toBe(first.body.seen_at);
    }
    // An outsider's refused open marks nothing.
    const outsider = await buildCreator(t);
    await call('POST', `messages/messaging/open/${arrangement.id}`, outsider, {});
    expect((await read()).find((m) => m.content === 'Yes')!.seen_at).toBeNull();
  });
});
