import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZMessage, ZMessageList, type TMessageList } from '@spona/contracts';
import { arrangements, eventLog, messages } from '../../db/schema';
import { buildArrangement, newMessageKey, sendMessage } from '../../testing/arrangements';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/**
 * Messaging and the event log as a careless client or an attacker calls them: no input answers 500,
 * nobody outside the arrangement reads, writes, opens or searches it, and a retried send never doubles.
 */

const t = useTestServer();

const call = t.call;

async function raw(method: string, path: string, who: Actor | null, body?: string, contentType?: string) {
  const res = await fetch(`${t.api}/${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      'App-language': 'en',
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  return { status: res.status, text: await res.text() };
}

function expectClientError(res: { status: number; body?: unknown; text?: string }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.text ?? JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+|node_modules/);
}

const threadOf = (arrangementId: number) =>
  t.database.db.select().from(messages).where(eq(messages.arrangementId, arrangementId));

describe('POST messages/messaging/send against bad input', () => {
  it.each([
    ['an id beyond int32', { arrangement_id: 2 ** 31 }],
    ['a huge id', { arrangement_id: 1e20 }],
    ['a string id', { arrangement_id: '1' }],
    ['an array id', { arrangement_id: [1] }],
    ['an array content', { content: ['hi'] }],
    ['an object content', { content: { text: 'hi' } }],
    ['null content', { content: null }],
    ['blank content', { content: ' \n\t ' }],
    ['zero-width characters only', { content: '\u200B\u200C\u200D\u2060\uFEFF' }],
    ['invisible fillers and bidi marks only', { content: '\u3164 \u200E\u202E\u00AD' }],
    ['too long content', { content: 'x'.repeat(5001) }],
    ['a NUL', { content: 'x\u0000' }],
    ['a number key', { message_key: 12345678 }],
    ['a long key', { message_key: 'abcdefghi' }],
    ['a unicode key', { message_key: 'abcdefgđ' }],
  ])('answers %s with 400 and stores nothing', async (_what, overrides) => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const body = {
      arrangement_id: arrangement.id,
      content: 'Hi',
      message_key: newMessageKey(),
      ...overrides,
    };
    const res = await call('POST', 'messages/messaging/send', requester, body);
    expect(res.status).toBe(400);
    expect(await threadOf(arrangement.id)).toHaveLength(2);
  });

  it.each([
    ['no body', undefined, undefined],
    ['an empty JSON body', '', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    ['plain text', 'hi', 'text/plain'],
    ['a form', 'content=hi', 'application/x-www-form-urlencoded'],
    ['broken JSON', '{', 'application/json'],
  ])('answers %s with a client error', async (_what, body, contentType) => {
    const { requester } = await buildArrangement(t);
    expectClientError(await raw('POST', 'messages/messaging/send', requester, body, contentType));
  });

  it('stores a message of the largest size and unicode as sent', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const long = `${'đ👍'.repeat(1666)}ab`;
    const res = await sendMessage(t, requester, arrangement.id, long);
    expect(res.status).toBe(201);
    const read = await call<TMessageList>(
      'GET',
      `messages/messaging/read/${arrangement.id}?limit=1`,
      receiver,
    );
    expect(read.body.data[0]!.content).toBe(long.trim());
  });
});

describe('messaging as an outsider', () => {
  it('answers 404 to an outsider reading, writing, opening or searching, and changes nothing', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const outsider = await buildCreator(t);
    expect((await sendMessage(t, outsider, arrangement.id, 'Hi')).status).toBe(404);
    expect((await call('GET', `messages/messaging/read/${arrangement.id}`, outsider)).status).toBe(404);
    expect((await call('POST', `messages/messaging/open/${arrangement.id}`, outsider, {})).status).toBe(404);
    expect(
      (await call('GET', `messages/messaging/search/${arrangement.id}?text=Hello`, outsider)).status,
    ).toBe(404);
    expect((await call('GET', `arrangements/${arrangement.id}`, outsider)).status).toBe(404);
    expect(await threadOf(arrangement.id)).toHaveLength(2);
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, arrangement.id));
    expect(row!.receiverUnseenCount + row!.requesterUnseenCount).toBeGreaterThan(0);
    void requester;
    void receiver;
  });

  it('answers 401 to anonymous callers', async () => {
    const { arrangement } = await buildArrangement(t);
    expect((await sendMessage(t, { token: 'nope' } as Actor, arrangement.id, 'Hi')).status).toBe(401);
    for (const [method, path] of [
      ['GET', `messages/messaging/read/${arrangement.id}`],
      ['POST', `messages/messaging/open/${arrangement.id}`],
      ['GET', `messages/messaging/search/${arrangement.id}?text=a`],
    ]) {
      expect((await call(method!, path!, null)).status).toBe(401);
    }
  });

  it('refuses a message in a finished arrangement', async () => {
    for (const status of ['DECLINED', 'CANCELED', 'COMPLETED', 'ABORTED'] as const) {
      const { requester, receiver, arrangement } = await buildArrangement(t, status);
      const before = (await threadOf(arrangement.id)).length;
      expect((await sendMessage(t, requester, arrangement.id, 'Hi')).status).toBe(409);
      expect((await sendMessage(t, receiver, arrangement.id, 'Hi')).status).toBe(409);
      expect(await threadOf(arrangement.id)).toHaveLength(before);
    }
  });
});

describe('send idempotency', () => {
  it('stores one message for parallel sends of one key, answering every one of them', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const key = newMessageKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendMessage(t, requester, arrangement.id, 'Once', key)),
    );
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.arrangementId, arrangement.id), eq(messages.messageKey, key)));
    expect(stored).toHaveLength(1);
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, arrangement.id));
    // The request, the acceptance and this one message.
    expect(row!.receiverUnseenCount).toBe(2);
  });

  it('keeps keys apart per sender and per arrangement', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const other = await buildArrangement(t, 'IN_PROGRESS');
    const key = newMessageKey();
    const mine = await sendMessage(t, requester, arrangement.id, 'Mine', key);
    const theirs = await sendMessage(t, receiver, arrangement.id, 'Theirs', key);
    const elsewhere = await sendMessage(t, other.requester, other.arrangement.id, 'Elsewhere', key);
    expect([mine.status, theirs.status, elsewhere.status]).toEqual([201, 201, 201]);
    expect(theirs.body.content).toBe('Theirs');
    // The same key again from the requester answers their own message, not the other's.
    const again = await sendMessage(t, requester, arrangement.id, 'Changed', key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: mine.body.id, content: 'Mine' });
  });

  it("never answers another arrangement's message to a retry naming an arrangement one is not in", async () => {
    const a = await buildArrangement(t, 'IN_PROGRESS');
    const key = newMessageKey();
    expect((await sendMessage(t, a.requester, a.arrangement.id, 'Secret', key)).status).toBe(201);
    const outsider = await buildAdvertiser(t);
    const res = await sendMessage(t, outsider, a.arrangement.id, 'Guess', key);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  });
});

describe('GET messages/messaging/read and search as SPEC §7 says', () => {
  it('answers Message with id, type, sender, receiver, arrangement, content and created_at', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    const res = await call<TMessageList>('GET', `messages/messaging/read/${arrangement.id}`, receiver);
    expect(res.status).toBe(200);
    const [message] = ZMessageList.parse(res.body).data;
    expect(message).toMatchObject({
      type: 'TEXT',
      sender: requester.id,
      receiver: receiver.id,
      arrangement: arrangement.id,
    });
    expect(typeof message!.id).toBe('number');
    expect(new Date(message!.created_at).toISOString()).toBe(message!.created_at);
    expect(ZMessage.parse(message)).toBeTruthy();
  });

  it('answers the explicit SPEC parameters sort=created_at&order=desc&skip=0&limit=20', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    for (let i = 0; i < 3; i += 1) await sendMessage(t, requester, arrangement.id, `m${i}`);
    const res = await call<TMessageList>(
      'GET',
      `messages/messaging/read/${arrangement.id}?limit=20&skip=0&sort=created_at&order=desc`,
      requester,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.content).slice(0, 3)).toEqual(['m2', 'm1', 'm0']);
  });

  it.each([
    'read/2147483648',
    'read/18446744073709551616',
    'read/-5',
    'read/0',
    'read/abc',
    'read/1?limit=0',
    'read/1?limit=abc',
    'read/1?limit=1.5',
    'read/1?skip=-20',
    'read/1?skip=abc',
    'read/1?skip=1e12',
    'read/1?sort=id',
    'read/1?sort=created_at;drop table messages',
    'read/1?order=sideways',
    'read/1?limit=1&limit=2',
    'search/1',
    'search/1?text=',
    'search/1?text=%20%20',
    `search/1?text=${'x'.repeat(201)}`,
    'search/1?text=a&text=b',
  ])('answers GET messages/messaging/%s with a client error', async (path) => {
    const { requester } = await buildArrangement(t);
    expectClientError(await call('GET', `messages/messaging/${path}`, requester));
  });

  it('caps a huge limit instead of failing', async () => {
    const { requester, arrangement } = await buildArrangement(t);
    const res = await call<TMessageList>(
      'GET',
      `messages/messaging/read/${arrangement.id}?limit=99999999999`,
      requester,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it('searches for LIKE wildcards literally', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await sendMessage(t, requester, arrangement.id, '100% sure_thing \\o/');
    for (const [text, hits] of [
      ['%', 1],
      ['e_t', 1],
      ['\\', 1],
      ['%sure', 0],
      ["'", 0],
    ] as const) {
      const res = await call<TMessageList>(
        'GET',
        `messages/messaging/search/${arrangement.id}?text=${encodeURIComponent(text)}`,
        requester,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(hits);
    }
  });
});

describe('POST event-log against forgery and bad input', () => {
  async function received() {
    const fixture = await buildArrangement(t);
    const [message] = await threadOf(fixture.arrangement.id);
    return {
      ...fixture,
      log: {
        category: 'MESSAGE',
        action: 'RECEIVED',
        payload: {
          message_id: message!.id,
          message_type: 'TEXT',
          from_user_id: fixture.requester.id,
          to_user_id: fixture.receiver.id,
          arrangement_id: fixture.arrangement.id,
        },
      },
    };
  }

  const lastLog = async () =>
    (await t.database.db.select().from(eventLog).orderBy(desc(eventLog.id)).limit(1))[0];

  it('refuses a message the caller sent, or one they were not part of', async () => {
    const { requester, log } = await received();
    const before = await lastLog();
    expect((await call('POST', 'event-log', requester, log)).status).toBe(404);
    expect((await call('POST', 'event-log', await buildCreator(t), log)).status).toBe(404);
    expect((await call('POST', 'event-log', null, log)).status).toBe(401);
    expect((await lastLog())?.id).toBe(before?.id);
  });

  it.each([
    ['a huge message id', { message_id: 2 ** 53 }],
    ['a string message id', { message_id: '1' }],
    ['an unknown message type', { message_type: 'VIDEO' }],
    ['a missing arrangement', { arrangement_id: undefined }],
    ['an object user', { from_user_id: { id: 1 } }],
  ])('answers %s with 400', async (_what, overrides) => {
    const { receiver, log } = await received();
    const res = await call('POST', 'event-log', receiver, {
      ...log,
      payload: { ...log.payload, ...overrides },
    });
    expect(res.status).toBe(400);
  });

  it.each([
    [{ category: 'MESSAGE', action: 'SENT', payload: {} }],
    [{ category: 'APP_UPSELL', action: 'BANNER_CLICKED', payload: { user_id: -1 } }],
    [{ category: 'APP_UPSELL', action: 'APP_INSTALL', payload: { user_id: -2 } }],
    [{ category: 'APP_UPSELL', action: 'APP_INSTALL', payload: { user_id: '-1' } }],
    [{ category: 'APP_UPSELL', action: 'APP_INSTALL', payload: { user_id: 2 ** 40 } }],
    [{ category: 'APP_UPSELL', action: 'APP_INSTALL' }],
    [{ category: 'OTHER', action: 'X', payload: {} }],
    [{ category: ['MESSAGE'] }],
    [[]],
    ['text'],
  ])('answers %j with 400', async (body) => {
    const res = await call('POST', 'event-log', null, body);
    expect(res.status).toBe(400);
  });

  it("refuses install banner events in another user's name, anonymous or signed in", async () => {
    const [creator, victim] = [await buildCreator(t), await buildAdvertiser(t)];
    const before = await lastLog();
    for (const who of [null, creator]) {
      const res = await call('POST', 'event-log', who, {
        category: 'APP_UPSELL',
        action: 'BANNER_ACCEPTED',
        payload: { user_id: victim.id },
      });
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['payload.user_id']);
    }
    expect((await lastLog())?.id).toBe(before?.id);
    const own = await call('POST', 'event-log', creator, {
      category: 'APP_UPSELL',
      action: 'BANNER_ACCEPTED',
      payload: { user_id: -1 },
    });
    expect(own.status).toBe(201);
  });

  it('answers an empty or non-JSON body with a client error', async () => {
    expectClientError(await raw('POST', 'event-log', null));
    expectClientError(await raw('POST', 'event-log', null, '', 'application/json'));
    expectClientError(await raw('POST', 'event-log', null, 'x', 'text/plain'));
  });
});

describe('a flood of messages', () => {
  it('answers 429 with Retry-After past the per-user limit, stores nothing more, and leaves the other side free', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const { max } = ROUTE_LIMITS.messageSend;
    const results = [];
    for (let n = 0; n < max; n += 1)
      results.push((await sendMessage(t, requester, arrangement.id, `flood ${n}`)).status);
    expect(results.every((status) => status === 201)).toBe(true);

    const refused = await fetch(`${t.api}/messages/messaging/send`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${requester.token}`,
        'content-type': 'application/json',
        'App-language': 'en',
      },
      body: JSON.stringify({
        arrangement_id: arrangement.id,
        content: 'one too many',
        message_key: newMessageKey(),
      }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/too many/i);
    const thread = await threadOf(arrangement.id);
    expect(thread.filter((m) => m.content === 'one too many')).toHaveLength(0);

    // The limit is the sender's own: the other participant can still answer.
    expect((await sendMessage(t, receiver, arrangement.id, 'Still here')).status).toBe(201);
  });

  it('does not count requests refused for their input: a client fixing its mistakes keeps its budget', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const { max } = ROUTE_LIMITS.messageSend;
    for (let n = 0; n <= max; n += 1)
      expect((await sendMessage(t, requester, arrangement.id, '   ')).status).toBe(400);
    expect((await sendMessage(t, requester, arrangement.id, 'Now with words')).status).toBe(201);
  });
});
