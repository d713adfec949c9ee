import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZArrangement, type TArrangement } from '@spona/contracts';
import { arrangements, messages, reviews, users } from '../../db/schema';
import { buildArrangement, buildServiceAndAdvertiser, newMessageKey } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/**
 * Arrangements as a careless client or an attacker calls them: no input answers 500 or a stack
 * trace, nothing is half-written, and nobody acts for someone else.
 */

const t = useTestServer();

const call = t.call;

/** A call with a raw body and content type, answered as status and text. */
async function raw(method: string, path: string, who: Actor, body?: string, contentType?: string) {
  const res = await fetch(`${t.api}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      'App-language': 'en',
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
  return { status: res.status, text: await res.text() };
}

/** Neither 5xx nor a stack trace, and the one error shape. */
function expectClientError(res: { status: number; text?: string; body?: unknown }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const text = res.text ?? JSON.stringify(res.body);
  expect(text).not.toMatch(/at .*\.(ts|js):\d+|stack|node_modules/);
}

async function validRequest(overrides: Record<string, unknown> = {}) {
  const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
  const body = {
    user_id: receiver.id,
    offer_id: offerId,
    content: 'Hello there',
    message_key: newMessageKey(),
    type: 'INFLUENCER_OFFER',
    compensation: 100,
    ...overrides,
  };
  return { requester, receiver, offerId, body };
}

const countOf = async (requesterId: number) =>
  (await t.database.db.select().from(arrangements).where(eq(arrangements.requesterId, requesterId))).length;

describe('POST arrangements/new against bad input', () => {
  it.each([
    ['a user id beyond int32', { user_id: 2 ** 31 }],
    ['an offer id beyond int32', { offer_id: 99999999999999 }],
    ['an unsafe integer', { offer_id: 2 ** 63 }],
    ['a negative id', { user_id: -1 }],
    ['a numeric string id', { offer_id: '1' }],
    ['a fractional id', { offer_id: 1.5 }],
    ['an array as content', { content: ['Hello'] }],
    ['an object as content', { content: { text: 'Hello' } }],
    ['a number as content', { content: 42 }],
    ['content of spaces only', { content: '   ' }],
    ['content too long', { content: 'x'.repeat(5001) }],
    ['a NUL in content', { content: 'a\u0000b' }],
    ['a short message key', { message_key: 'abc' }],
    ['a message key with symbols', { message_key: 'abcd-fgh' }],
    ['a message key array', { message_key: ['abcdefgh'] }],
    ['an unknown type', { type: 'OFFER' }],
    ['a negative compensation', { compensation: -5 }],
    ['a huge compensation', { compensation: 1e300 }],
    ['a string compensation', { compensation: '100' }],
    ['a giveaway without description', { compensation: { kind: 'GIVEAWAY' } }],
    ['a NUL in the giveaway', { compensation: { kind: 'GIVEAWAY', description: 'a\u0000' } }],
  ])('answers %s with 400 and creates nothing', async (_what, overrides) => {
    const { requester, body } = await validRequest(overrides);
    const res = await call('POST', 'arrangements/new', requester, body);
    expect(res.status).toBe(400);
    expectClientError(res);
    expect(await countOf(requester.id)).toBe(0);
  });

  it.each([
    ['no body', undefined, undefined],
    ['an empty JSON body', '', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['broken JSON', '{"user_id":', 'application/json'],
    ['plain text', 'hello', 'text/plain'],
    ['a form', 'user_id=1&offer_id=2', 'application/x-www-form-urlencoded'],
    ['XML', '<a/>', 'application/xml'],
    ['a prototype pollution attempt', '{"__proto__":{"admin":true}}', 'application/json'],
    ['a constructor pollution attempt', '{"constructor":{"prototype":{"x":1}}}', 'application/json'],
    ['deeply nested JSON', `{"content":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, 'application/json'],
    ['a number too large for JSON', '{"offer_id":1e999,"user_id":1}', 'application/json'],
    ['a body over the size limit', `{"content":"${'x'.repeat(2_000_000)}"}`, 'application/json'],
  ])('answers %s with a client error', async (_what, body, contentType) => {
    const requester = await buildAdvertiser(t);
    const res = await raw('POST', 'arrangements/new', requester, body, contentType);
    expectClientError(res);
    expect(JSON.parse(res.text)).toHaveProperty('message');
  });

  it('stores unicode text as sent, emoji and right-to-left text included', async () => {
    const content = 'Zdravo 👋🏽 — ćčšđž עברית \u200d ✓';
    const { requester, receiver, body } = await validRequest({ content });
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, body);
    expect(res.status).toBe(201);
    const read = await call<{ data: { content: string }[] }>(
      'GET',
      `messages/messaging/read/${res.body.id}`,
      receiver,
    );
    expect(read.body.data[0]!.content).toBe(content);
  });

  it('survives a lone surrogate in the message', async () => {
    const { requester, body } = await validRequest({ content: 'broken \ud800 pair' });
    const res = await call('POST', 'arrangements/new', requester, body);
    expect(res.status).toBeLessThan(500);
  });
});

describe('POST arrangements/new against someone acting for another', () => {
  it('always makes the caller the requester and the offer owner the receiver', async () => {
    const { requester, receiver, body } = await validRequest();
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, body);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, res.body.id));
    expect(row).toMatchObject({ requesterId: requester.id, receiverId: receiver.id });
  });

  it('refuses a user id that does not own the offer, naming someone else, or the caller', async () => {
    const third = await buildCreator(t);
    for (const who of ['third', 'self'] as const) {
      const { requester, body } = await validRequest();
      const res = await call('POST', 'arrangements/new', requester, {
        ...body,
        user_id: who === 'third' ? third.id : requester.id,
      });
      expect(res.status).toBe(422);
      expect(await countOf(requester.id)).toBe(0);
    }
  });

  it("refuses the caller's own offer, even with the same account type", async () => {
    const creator = await buildCreator(t);
    const offerId = await buildOffer(t, creator);
    const res = await call('POST', 'arrangements/new', creator, {
      user_id: creator.id,
      offer_id: offerId,
      content: 'Me, myself',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    expect(res.status).toBe(422);
    expect(await countOf(creator.id)).toBe(0);
  });

  it('refuses an unconfirmed requester and an offer of an unconfirmed, unapproved or deleted owner', async () => {
    const unconfirmed = await buildAdvertiser(t, { confirmed: false });
    const { receiver, body } = await validRequest();
    expect((await call('POST', 'arrangements/new', unconfirmed, body)).status).toBe(403);
    expect(await countOf(unconfirmed.id)).toBe(0);

    for (const change of [
      { emailVerifiedAt: null },
      { unapproved: true },
      { deletedAt: new Date() },
    ] as const) {
      const { requester, receiver: owner, body: other } = await validRequest();
      await t.database.db.update(users).set(change).where(eq(users.id, owner.id));
      const res = await call('POST', 'arrangements/new', requester, other);
      expectClientError(res);
      expect(await countOf(requester.id)).toBe(0);
    }
    void receiver;
  });

  it('refuses a requester whose account is flagged unapproved', async () => {
    const { requester, body } = await validRequest();
    await t.database.db.update(users).set({ unapproved: true }).where(eq(users.id, requester.id));
    const res = await call('POST', 'arrangements/new', requester, body);
    expect(res.status).toBe(403);
    expect(await countOf(requester.id)).toBe(0);
  });

  it('refuses anonymous callers and a token of a deleted account', async () => {
    const { requester, body } = await validRequest();
    expect((await call('POST', 'arrangements/new', null, body)).status).toBe(401);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, requester.id));
    expect((await call('POST', 'arrangements/new', requester, body)).status).toBe(401);
    expect(await countOf(requester.id)).toBe(0);
  });
});

describe('POST arrangements/new against mass assignment', () => {
  it('ignores fields the client may not set: status, requester, counts, ids', async () => {
    const { requester, receiver, body } = await validRequest();
    const third = await buildAdvertiser(t);
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, {
      ...body,
      id: 1,
      status: 'COMPLETED',
      requester_id: third.id,
      receiver_id: third.id,
      requester_unseen_count: 99,
      receiver_unseen_count: -5,
      sender: third.id,
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, res.body.id));
    expect(row).toMatchObject({
      status: 'REQUESTED',
      requesterId: requester.id,
      receiverId: receiver.id,
      requesterUnseenCount: 0,
      receiverUnseenCount: 1,
    });
  });

  it.each(['application/json; charset=utf-16', 'application/json; charset=latin1', 'application/JSON'])(
    'answers a body sent as %s without a 500',
    async (contentType) => {
      const { requester, body } = await validRequest();
      const res = await raw('POST', 'arrangements/new', requester, JSON.stringify(body), contentType);
      expect(res.status).toBeLessThan(500);
      const keep = await raw('POST', 'management/keep/2147483647', requester, '{}', contentType);
      expect(keep.status).toBeLessThan(500);
    },
  );
});

describe('POST arrangements/new idempotency', () => {
  it('answers parallel requests with one key with one arrangement and one message, never 500', async () => {
    const { requester, body } = await validRequest();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call<TArrangement>('POST', 'arrangements/new', requester, body)),
    );
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await countOf(requester.id)).toBe(1);
    const thread = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.arrangementId, answers[0]!.body.id));
    expect(thread).toHaveLength(1);
  });

  it('answers parallel requests with different keys on one offer with one arrangement', async () => {
    const { requester, body } = await validRequest();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', 'arrangements/new', requester, { ...body, message_key: newMessageKey() }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await countOf(requester.id)).toBe(1);
  });

  it('refuses one key for two offers, in parallel too, and keeps only one', async () => {
    const requester = await buildAdvertiser(t);
    const owners = [await buildCreator(t), await buildCreator(t)];
    const offerIds = [await buildOffer(t, owners[0]!), await buildOffer(t, owners[1]!)];
    const key = newMessageKey();
    const answers = await Promise.all(
      [0, 1].map((i) =>
        call('POST', 'arrangements/new', requester, {
          user_id: owners[i]!.id,
          offer_id: offerIds[i],
          content: 'Hi',
          message_key: key,
          type: 'INFLUENCER_OFFER',
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countOf(requester.id)).toBe(1);
  });

  it('lets two users use the same key, each getting their own arrangement', async () => {
    const { receiver, offerId } = await buildServiceAndAdvertiser(t);
    const key = newMessageKey();
    const [a, b] = [await buildAdvertiser(t), await buildAdvertiser(t)];
    const body = {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Hi',
      message_key: key,
      type: 'INFLUENCER_OFFER',
    };
    const [ra, rb] = await Promise.all([
      call<TArrangement>('POST', 'arrangements/new', a, body),
      call<TArrangement>('POST', 'arrangements/new', b, body),
    ]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.id).not.toBe(rb.body.id);
  });
});

describe('GET arrangements and arrangements/{id}', () => {
  it.each([
    'arrangements/2147483648',
    'arrangements/99999999999999999999999',
    'arrangements/-1',
    'arrangements/0',
    'arrangements/1.5',
    'arrangements/abc',
    'arrangements/1e3',
    'arrangements/%00',
    'arrangements?limit=abc',
    'arrangements?limit=-1',
    'arrangements?limit=1&limit=2',
    'arrangements?skip=99999999999',
    'arrangements?skip=-1',
    'arrangements?tab=archive',
    'arrangements?tab=active&tab=history',
    'arrangements?text=a&text=b',
    `arrangements?text=${'x'.repeat(201)}`,
  ])('answers %s with a client error', async (path) => {
    const user = await buildAdvertiser(t);
    const res = await call('GET', path, user);
    expectClientError(res);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const { requester } = await buildArrangement(t);
    for (const text of ['%', '_', '\\', "'", '%25']) {
      const res = await call<{ data: unknown[] }>(
        'GET',
        `arrangements?text=${encodeURIComponent(text)}`,
        requester,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });

  it("shows neither party's email, password hash nor tokens", async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    for (const who of [requester, receiver]) {
      const res = await call('GET', `arrangements/${arrangement.id}`, who);
      expect(ZArrangement.parse(res.body).id).toBe(arrangement.id);
      const text = JSON.stringify(res.body);
      for (const secret of [
        requester.user.email,
        receiver.user.email,
        'not-a-password-hash',
        requester.token,
        receiver.token,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/password|email|token/i);
    }
  });
});

describe('management as an outsider or the wrong side', () => {
  it('answers 404 to outsiders for every operation and changes nothing', async () => {
    const { arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const outsider = await buildAdvertiser(t);
    for (const [path, body] of [
      ['handle', { action: 'ACCEPT' }],
      ['handle', { action: 'CANCEL' }],
      ['review', { rating: 1, comment: 'x' }],
      ['abort', { reason: 'x' }],
      ['keep', {}],
      ['report', { content: 'x' }],
    ] as const) {
      expect((await call('POST', `management/${path}/${arrangement.id}`, outsider, body)).status).toBe(404);
    }
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, arrangement.id));
    expect(row!.status).toBe('IN_PROGRESS');
    expect(
      await t.database.db.select().from(reviews).where(eq(reviews.arrangementId, arrangement.id)),
    ).toEqual([]);
  });

  it('refuses the requester accepting or declining their own request, and the receiver canceling it', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    expect(
      (await call('POST', `management/handle/${arrangement.id}`, requester, { action: 'ACCEPT' })).status,
    ).toBe(403);
    expect(
      (
        await call('POST', `management/handle/${arrangement.id}`, requester, {
          action: 'DECLINE',
          data: 'no',
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('POST', `management/handle/${arrangement.id}`, receiver, { action: 'CANCEL' })).status,
    ).toBe(403);
    const thread = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.arrangementId, arrangement.id));
    expect(thread).toHaveLength(1);
  });

  it.each([
    ['handle', { action: 'ACCEPT', data: 5 }],
    ['handle', { action: 'DECLINE', data: ['no'] }],
    ['handle', { action: 'DECLINE', data: { message: 'x'.repeat(5001) } }],
    ['handle', { action: 'DECLINE', data: { message: 'a\u0000' } }],
    ['handle', { action: 'accept' }],
    ['handle', { action: ['ACCEPT'] }],
    ['handle', []],
    ['review', { rating: 6 }],
    ['review', { rating: 0 }],
    ['review', { rating: 4.5 }],
    ['review', { rating: '5' }],
    ['review', { rating: 5, comment: ['x'] }],
    ['abort', { reason: '' }],
    ['abort', { reason: { text: 'x' } }],
    ['report', {}],
    ['report', { content: 'x', reason: 'y'.repeat(201) }],
    ['keep', []],
    ['keep', 'x'],
  ])('answers %s %j with 400 and changes nothing', async (path, body) => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await call('POST', `management/${path}/${arrangement.id}`, receiver, body);
    expect(res.status).toBe(400);
    const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, arrangement.id));
    expect(row!.status).toBe('IN_PROGRESS');
  });

  it('answers keep and open with an empty JSON body (content type set, no body) without a 500', async () => {
    const { receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    for (const path of [`management/keep/${arrangement.id}`, `messages/messaging/open/${arrangement.id}`]) {
      expect((await raw('POST', path, receiver)).status).toBe(200);
      expect((await raw('POST', path, receiver, '{}', 'application/json')).status).toBe(200);
      expect((await raw('POST', path, receiver, '', 'application/json')).status).toBe(200);
      expect((await raw('POST', path, receiver, '', 'application/json; charset=utf-8')).status).toBe(200);
      expectClientError(await raw('POST', path, receiver, '{', 'application/json'));
      expectClientError(await raw('POST', path, receiver, '{"__proto__":{"x":1}}', 'application/json'));
    }
    // Elsewhere in those scopes an empty JSON body is still no body.
    const send = await raw('POST', 'messages/messaging/send', receiver, '', 'application/json');
    expect(send.status).toBe(400);
    const abort = await raw('POST', `management/abort/${arrangement.id}`, receiver, '', 'application/json');
    expect(abort.status).toBe(400);
  });
});

describe('state machine races', () => {
  it('lets only one of parallel accept and decline win', async () => {
    const { receiver, arrangement } = await buildArrangement(t);
    const answers = await Promise.all([
      call('POST', `management/handle/${arrangement.id}`, receiver, { action: 'ACCEPT' }),
      call('POST', `management/handle/${arrangement.id}`, receiver, { action: 'DECLINE', data: 'Sorry' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const system = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.arrangementId, arrangement.id), eq(messages.type, 'SYSTEM')));
    expect(system).toHaveLength(1);
  });

  it('completes once when both sides review at the same time, and each review is kept', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const answers = await Promise.all([
      call('POST', `management/review/${arrangement.id}`, requester, { rating: 5 }),
      call('POST', `management/review/${arrangement.id}`, receiver, { rating: 4 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const all = await t.database.db.select().from(reviews).where(eq(reviews.arrangementId, arrangement.id));
    expect(all).toHaveLength(2);
    const system = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.arrangementId, arrangement.id), eq(messages.type, 'SYSTEM')));
    expect(system.map((m) => m.content)).toEqual(['IN_PROGRESS', 'COMPLETED']);
  });

  it('keeps one review when the same side double-submits', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `management/review/${arrangement.id}`, requester, { rating: 5 })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const all = await t.database.db.select().from(reviews).where(eq(reviews.arrangementId, arrangement.id));
    expect(all).toHaveLength(1);
  });

  it('refuses every operation on a finished arrangement', async () => {
    for (const status of ['DECLINED', 'CANCELED', 'ABORTED'] as const) {
      const { requester, receiver, arrangement } = await buildArrangement(t, status);
      for (const who of [requester, receiver]) {
        for (const [path, body] of [
          ['handle', { action: 'ACCEPT' }],
          ['handle', { action: 'CANCEL' }],
          ['abort', { reason: 'x' }],
          ['keep', {}],
          ['review', { rating: 5 }],
        ] as const) {
          const res = await call('POST', `management/${path}/${arrangement.id}`, who, body);
          expect([403, 409]).toContain(res.status);
        }
      }
      const [row] = await t.database.db
        .select()
        .from(arrangements)
        .where(eq(arrangements.id, arrangement.id));
      expect(row!.status).toBe(status);
    }
  });
});
