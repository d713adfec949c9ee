import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZArrangement, ZArrangementList, type TArrangement, type TArrangementList } from '@spona/contracts';
import { arrangements, messages, offers } from '../../db/schema';
import { buildArrangement, buildServiceAndAdvertiser, newMessageKey } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

async function countArrangements(requesterId: number) {
  return (await t.database.db.select().from(arrangements).where(eq(arrangements.requesterId, requesterId)))
    .length;
}

describe('POST arrangements/new', () => {
  it('lets an advertiser request a creator service with the first message', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
    const key = newMessageKey();
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Would you post a story next week?',
      message_key: key,
      type: 'INFLUENCER_OFFER',
      compensation: 90,
    });
    expect(res.status).toBe(201);
    const arrangement = ZArrangement.parse(res.body);
    expect(arrangement).toMatchObject({
      status: 'REQUESTED',
      role: 'REQUESTER',
      offer: { offer_id: offerId, name: 'Instagram story', type: 'INFLUENCER_OFFER' },
      other_party: { id: receiver.id, first_name: 'Iva' },
      compensation: { kind: 'MONEY', amount: 90 },
      unseen_count: 0,
      allowed_operations: ['CANCEL', 'SEND', 'PROPOSE', 'REPORT'],
      last_message: {
        sender: requester.id,
        receiver: receiver.id,
        content: 'Would you post a story next week?',
        message_key: key,
      },
    });
    const theirs = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, receiver);
    expect(theirs.body).toMatchObject({
      role: 'RECEIVER',
      unseen_count: 1,
      other_party: { id: requester.id },
    });
    const me = await call<{ arrangements: unknown[] }>('GET', 'auth/user', receiver);
    expect(me.body.arrangements).toEqual([{ id: arrangement.id, unseen_count: 1 }]);
  });

  it('lets a creator request an advertiser offer, the compensation prefilled from the offer', async () => {
    const advertiser = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const offerId = await buildOffer(t, advertiser, {
      compensation: { kind: 'GIVEAWAY', description: 'A bag' },
    });
    const res = await call<TArrangement>('POST', 'arrangements/new', creator, {
      user_id: advertiser.id,
      offer_id: offerId,
      content: 'I would love to.',
      message_key: newMessageKey(),
      type: 'ADVERTISER_OFFER',
    });
    expect(res.status).toBe(201);
    expect(res.body.compensation).toEqual({ kind: 'GIVEAWAY', description: 'A bag' });
  });

  it('answers the same message key again with the same arrangement and no duplicate', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
    const body = {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Hello!',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    };
    const [first, second] = await Promise.all([
      call<TArrangement>('POST', 'arrangements/new', requester, body),
      call<TArrangement>('POST', 'arrangements/new', requester, body),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    const third = await call<TArrangement>('POST', 'arrangements/new', requester, body);
    expect(third.status).toBe(200);
    expect(third.body.id).toBe(first.body.id);
    expect(await countArrangements(requester.id)).toBe(1);
    const thread = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.arrangementId, first.body.id));
    expect(thread).toHaveLength(1);
  });

  it('refuses a message key reused for another offer, and a second active request on one offer', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
    const otherOffer = await buildOffer(t, receiver, { name: 'Reel' });
    const body = {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Hi',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    };
    expect((await call('POST', 'arrangements/new', requester, body)).status).toBe(201);
    const reused = await call('POST', 'arrangements/new', requester, { ...body, offer_id: otherOffer });
    expect(reused.status).toBe(409);
    const twice = await call('POST', 'arrangements/new', requester, {
      ...body,
      message_key: newMessageKey(),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({
      offer_id: ['You already have an active arrangement on this offer. Continue it in the messenger.'],
    });
    expect(await countArrangements(requester.id)).toBe(1);
  });

  describe('refuses and changes nothing', () => {
    type Case = [
      string,
      (
        s: Awaited<ReturnType<typeof buildServiceAndAdvertiser>>,
      ) => Promise<{ who: Actor; body: Record<string, unknown> }>,
      number,
      string,
    ];
    const base = (s: Awaited<ReturnType<typeof buildServiceAndAdvertiser>>) => ({
      user_id: s.receiver.id,
      offer_id: s.offerId,
      content: 'Hello',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    const setOffer = async (id: number, values: Partial<typeof offers.$inferInsert>) => {
      await t.database.db.update(offers).set(values).where(eq(offers.id, id));
    };
    const cases: Case[] = [
      [
        'an unconfirmed email',
        async (s) => ({ who: await buildAdvertiser(t, { confirmed: false }), body: base(s) }),
        403,
        'Confirm your email address first.',
      ],
      [
        'your own offer',
        async (s) => ({ who: s.receiver, body: base(s) }),
        422,
        'You cannot request your own offer.',
      ],
      [
        'a paused offer',
        async (s) => {
          await setOffer(s.offerId, { status: 'PAUSED' });
          return { who: s.requester, body: base(s) };
        },
        422,
        'This offer is not open for requests right now.',
      ],
      [
        'a stopped offer',
        async (s) => {
          await setOffer(s.offerId, { status: 'STOPPED' });
          return { who: s.requester, body: base(s) };
        },
        422,
        'This offer is not open for requests right now.',
      ],
      [
        'an unapproved offer',
        async (s) => {
          await setOffer(s.offerId, { unapproved: true });
          return { who: s.requester, body: base(s) };
        },
        422,
        'This offer is not open for requests right now.',
      ],
      [
        'an expired offer',
        async (s) => {
          await setOffer(s.offerId, { endsAt: new Date(Date.now() - 1000) });
          return { who: s.requester, body: base(s) };
        },
        422,
        'This offer is not open for requests right now.',
      ],
      [
        'a deleted offer',
        async (s) => {
          await setOffer(s.offerId, { deletedAt: new Date() });
          return { who: s.requester, body: base(s) };
        },
        404,
        'Not found.',
      ],
      [
        'a missing offer',
        async (s) => ({ who: s.requester, body: { ...base(s), offer_id: 2147483647 } }),
        404,
        'Not found.',
      ],
      [
        'a user who does not own the offer',
        async (s) => ({ who: s.requester, body: { ...base(s), user_id: s.requester.id } }),
        422,
        'user_id must be the owner of the offer.',
      ],
      [
        'a type that is not the offer type',
        async (s) => ({ who: s.requester, body: { ...base(s), type: 'ADVERTISER_OFFER' } }),
        422,
        'type must be the type of the offer.',
      ],
      [
        'a creator requesting a creator service',
        async (s) => ({ who: await buildCreator(t), body: base(s) }),
        403,
        "Influencers request advertisers' offers and advertisers request influencers' services.",
      ],
      [
        'an empty message',
        async (s) => ({ who: s.requester, body: { ...base(s), content: '  ' } }),
        400,
        'The given data was invalid.',
      ],
      [
        'a bad message key',
        async (s) => ({ who: s.requester, body: { ...base(s), message_key: 'short' } }),
        400,
        'The given data was invalid.',
      ],
      [
        'a huge offer id',
        async (s) => ({ who: s.requester, body: { ...base(s), offer_id: 1e20 } }),
        400,
        'The given data was invalid.',
      ],
      [
        'a negative compensation',
        async (s) => ({ who: s.requester, body: { ...base(s), compensation: -5 } }),
        400,
        'The given data was invalid.',
      ],
    ];
    it.each(cases)('for %s', async (_what, setUp, code, message) => {
      const scene = await buildServiceAndAdvertiser(t);
      const { who, body } = await setUp(scene);
      const res = await call('POST', 'arrangements/new', who, body);
      expect(res.status, JSON.stringify(res.body)).toBe(code);
      expect(res.body.message).toBe(message);
      expect(await countArrangements(who.id)).toBe(0);
    });

    it('for a missing body and anonymous callers', async () => {
      const { requester } = await buildServiceAndAdvertiser(t);
      expect((await call('POST', 'arrangements/new', requester)).status).toBe(400);
      expect((await call('POST', 'arrangements/new', null, {})).status).toBe(401);
    });
  });
});

describe('GET arrangements', () => {
  it('lists active and history tabs by last activity, with search by name or offer', async () => {
    const a = await buildArrangement(t);
    const creator = a.receiver;
    // A second request on another service of the same creator, and an ended one.
    const otherAdvertiser = await buildAdvertiser(t, { firstName: 'Šime', lastName: 'Đurić' });
    const reel = await buildOffer(t, creator, { name: 'Reel o kavi' });
    const second = await call<TArrangement>('POST', 'arrangements/new', otherAdvertiser, {
      user_id: creator.id,
      offer_id: reel,
      content: 'Bok',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    const third = await call<TArrangement>('POST', 'arrangements/new', otherAdvertiser, {
      user_id: creator.id,
      offer_id: a.offerId,
      content: 'Bok',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    await call('POST', `management/handle/${third.body.id}`, creator, { action: 'DECLINE', data: 'Ne' });

    const active = await call<TArrangementList>('GET', 'arrangements?tab=active', creator);
    expect(ZArrangementList.parse(active.body).data.map((x) => x.id)).toEqual([
      second.body.id,
      a.arrangement.id,
    ]);
    expect(active.body.total).toBe(2);
    const history = await call<TArrangementList>('GET', 'arrangements?tab=history', creator);
    expect(history.body.data.map((x) => x.id)).toEqual([third.body.id]);
    const byName = await call<TArrangementList>('GET', 'arrangements?tab=active&text=sime%20dur', creator);
    expect(byName.body.data.map((x) => x.id)).toEqual([second.body.id]);
    const byOffer = await call<TArrangementList>('GET', 'arrangements?text=instagram', creator);
    expect(byOffer.body.data.map((x) => x.id)).toEqual([a.arrangement.id]);
    const paged = await call<TArrangementList>('GET', 'arrangements?limit=1&skip=1', creator);
    expect(paged.body).toMatchObject({ total: 2 });
    expect(paged.body.data.map((x) => x.id)).toEqual([a.arrangement.id]);
    const bad = await call('GET', 'arrangements?tab=old&limit=0', creator);
    expect(bad.status).toBe(400);
  });

  it('hides an arrangement from everyone but its two participants', async () => {
    const { arrangement } = await buildArrangement(t);
    const outsider = await buildAdvertiser(t);
    expect((await call('GET', `arrangements/${arrangement.id}`, outsider)).status).toBe(404);
    expect((await call<TArrangementList>('GET', 'arrangements', outsider)).body.total).toBe(0);
    expect((await call('GET', 'arrangements/0', outsider)).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the arrangement, management, messaging and event log calls', async () => {
    const doc = (await (await fetch(`${t.api}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/v1/arrangements/new',
      '/api/v1/arrangements',
      '/api/v1/arrangements/{id}',
      '/api/v1/management/handle/{id}',
      '/api/v1/management/review/{id}',
      '/api/v1/management/abort/{id}',
      '/api/v1/management/report/{id}',
      '/api/v1/management/keep/{id}',
      '/api/v1/messages/messaging/send',
      '/api/v1/messages/messaging/read/{id}',
      '/api/v1/messages/messaging/open/{id}',
      '/api/v1/messages/messaging/search/{id}',
      '/api/v1/event-log',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
