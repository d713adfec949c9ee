import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REALTIME_EVENTS,
  ZArrangement,
  type TArrangement,
  type TArrangementEvent,
  type TArrangementStatus,
} from '@spona/contracts';
import { arrangementProposals, arrangements, messages, notifications } from '../../db/schema';
import { connectEcho, connected, Inbox, type EchoClient } from '../../realtime/echoTestClient';
import { buildArrangement, buildServiceAndAdvertiser, newMessageKey } from '../../testing/arrangements';
import { buildCreator, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const call = t.call;
const clients: EchoClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const propose = (who: Actor, id: number, body: unknown) =>
  call<TArrangement>('POST', `management/propose/${id}`, who, body);
const answer = (who: Actor, id: number, body: unknown) =>
  call<TArrangement>('POST', `management/proposal/${id}`, who, body);

/** Everything a refusal must leave as it was: the row, the thread, the proposals, the notifications. */
async function snapshot(id: number) {
  const db = t.database.db;
  const [row] = await db.select().from(arrangements).where(eq(arrangements.id, id));
  // The new-request mail claims its slot after the commit, whenever it gets to it: not a change of terms.
  const { requesterMailedAt: _requesterMailedAt, receiverMailedAt: _receiverMailedAt, ...arrangement } = row!;
  return {
    arrangement,
    messages: await db.select().from(messages).where(eq(messages.arrangementId, id)),
    proposals: await db.select().from(arrangementProposals).where(eq(arrangementProposals.arrangementId, id)),
    notifications: (await db.select().from(notifications)).length,
  };
}

const NEW_TERMS = {
  terms: { compensation: 220, deadline: '2026-12-12', deliverables: ['1 Instagram Reel', '3 stories'] },
  message: 'Two more stories for 220?',
};

describe.each<TArrangementStatus>(['REQUESTED', 'IN_PROGRESS'])('counter-offers while %s', (status) => {
  it.each(['requester', 'receiver'] as const)(
    'the %s proposes, the other accepts, and the arrangement takes the terms',
    async (side) => {
      const fixture = await buildArrangement(t, status);
      const id = fixture.arrangement.id;
      const proposer = fixture[side];
      const other = side === 'requester' ? fixture.receiver : fixture.requester;
      const proposed = await propose(proposer, id, NEW_TERMS);
      expect(proposed.status).toBe(200);
      expect(ZArrangement.parse(proposed.body)).toBeTruthy();
      expect(proposed.body.status).toBe(status);
      // Proposing changes nothing yet: the terms stay, the proposal waits.
      expect(proposed.body.terms.compensation).toEqual({ kind: 'MONEY', amount: 120 });
      expect(proposed.body.open_proposal).toMatchObject({
        proposer: proposer.id,
        status: 'OPEN',
        message: 'Two more stories for 220?',
        terms: {
          compensation: { kind: 'MONEY', amount: 220 },
          deadline: '2026-12-12',
          deliverables: ['1 Instagram Reel', '3 stories'],
        },
      });
      expect(proposed.body.allowed_operations).not.toContain('ACCEPT_PROPOSAL');
      expect(proposed.body.allowed_operations).not.toContain('PROPOSE');
      const seen = await call<TArrangement>('GET', `arrangements/${id}`, other);
      expect(seen.body.allowed_operations).toEqual(
        expect.arrayContaining(['ACCEPT_PROPOSAL', 'DECLINE_PROPOSAL']),
      );

      const accepted = await answer(other, id, { action: 'ACCEPT', message: 'Deal.' });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe(status);
      expect(accepted.body.open_proposal).toBeNull();
      expect(accepted.body.terms).toEqual({
        compensation: { kind: 'MONEY', amount: 220 },
        deadline: '2026-12-12',
        deliverables: ['1 Instagram Reel', '3 stories'],
      });
      expect(accepted.body.compensation).toEqual({ kind: 'MONEY', amount: 220 });

      const thread = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.arrangementId, id))
        .orderBy(asc(messages.id));
      const lines = thread.slice(-4).map((m) => [m.type, m.content, m.senderId]);
      expect(lines).toEqual([
        ['SYSTEM', 'PROPOSAL_MADE', proposer.id],
        ['TEXT', 'Two more stories for 220?', proposer.id],
        ['SYSTEM', 'PROPOSAL_ACCEPTED', other.id],
        ['TEXT', 'Deal.', other.id],
      ]);
      expect(thread.at(-4)!.data).toMatchObject({
        event: 'PROPOSAL_MADE',
        terms: { compensation: { kind: 'MONEY', amount: 220 }, deadline: '2026-12-12' },
      });
      const kinds = await t.database.db
        .select({ userId: notifications.userId, kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, proposer.id));
      expect(kinds.map((n) => n.kind)).toContain('PROPOSAL_ACCEPTED');
    },
  );

  it('declining keeps the terms and lets a new proposal be made', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, status);
    const id = arrangement.id;
    await propose(receiver, id, { compensation: { kind: 'GIVEAWAY', description: 'A hoodie' } });
    const declined = await answer(requester, id, { action: 'DECLINE' });
    expect(declined.status).toBe(200);
    expect(declined.body.open_proposal).toBeNull();
    expect(declined.body.terms.compensation).toEqual({ kind: 'MONEY', amount: 120 });
    const [proposal] = await t.database.db
      .select()
      .from(arrangementProposals)
      .where(eq(arrangementProposals.arrangementId, id));
    expect(proposal).toMatchObject({ status: 'DECLINED', compensationKind: 'GIVEAWAY' });
    expect(proposal!.answeredAt).not.toBeNull();
    const [last] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.arrangementId, id))
      .orderBy(asc(messages.id))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ type: 'SYSTEM', content: 'PROPOSAL_DECLINED', senderId: requester.id });
    expect((await propose(receiver, id, { deadline: '2027-01-15' })).status).toBe(200);
  });

  it('keeps one proposal open at a time and refuses answering your own, changing nothing', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, status);
    const id = arrangement.id;
    expect((await propose(requester, id, NEW_TERMS)).status).toBe(200);
    const before = await snapshot(id);
    const second = await propose(receiver, id, { compensation: 300 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: expect.stringContaining('only one proposal') });
    const again = await propose(requester, id, { compensation: 300 });
    expect(again.status).toBe(409);
    const own = await answer(requester, id, { action: 'ACCEPT' });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ message: 'There are no new terms from the other side to answer.' });
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('counter-offers and the request', () => {
  it('refuses accepting a request with an open proposal until it is answered', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'REQUESTED');
    const id = arrangement.id;
    await propose(requester, id, { compensation: 150 });
    const before = await snapshot(id);
    const refused = await call('POST', `management/handle/${id}`, receiver, { action: 'ACCEPT' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Answer the proposed new terms first.' });
    expect(await snapshot(id)).toEqual(before);
    await answer(receiver, id, { action: 'ACCEPT' });
    const accepted = await call<TArrangement>('POST', `management/handle/${id}`, receiver, {
      action: 'ACCEPT',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'IN_PROGRESS', terms: { compensation: { amount: 150 } } });
  });

  it.each<TArrangementStatus>(['DECLINED', 'CANCELED', 'COMPLETED', 'ABORTED', 'EXPIRED'])(
    'refuses proposing once the arrangement is %s',
    async (status) => {
      const { requester, arrangement } = await buildArrangement(t, status);
      const before = await snapshot(arrangement.id);
      const res = await propose(requester, arrangement.id, NEW_TERMS);
      expect(res.status).toBe(409);
      expect(await snapshot(arrangement.id)).toEqual(before);
    },
  );

  it('closes an open proposal when the request is declined', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'REQUESTED');
    await propose(requester, arrangement.id, { compensation: 150 });
    await call('POST', `management/handle/${arrangement.id}`, receiver, {
      action: 'DECLINE',
      data: { message: 'No.' },
    });
    const [proposal] = await t.database.db
      .select()
      .from(arrangementProposals)
      .where(eq(arrangementProposals.arrangementId, arrangement.id));
    expect(proposal!.status).toBe('CLOSED');
    expect((await answer(receiver, arrangement.id, { action: 'ACCEPT' })).status).toBe(409);
  });

  it('answers 404 to an outsider and changes nothing', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'REQUESTED');
    const outsider = await buildCreator(t);
    const before = await snapshot(arrangement.id);
    expect((await propose(outsider, arrangement.id, NEW_TERMS)).status).toBe(404);
    await propose(requester, arrangement.id, NEW_TERMS);
    const after = await snapshot(arrangement.id);
    expect((await answer(outsider, arrangement.id, { action: 'ACCEPT' })).status).toBe(404);
    expect(await snapshot(arrangement.id)).toEqual(after);
    expect(after.messages.length).toBeGreaterThan(before.messages.length);
  });

  it.each([
    ['no terms at all', { message: 'Hi' }, 422],
    ['an unknown date', { terms: { deadline: '2026-02-30' } }, 422],
    ['a negative amount', { terms: { compensation: -5 } }, 422],
    ['an empty deliverable', { terms: { deliverables: ['  '] } }, 422],
    [
      'eleven deliverables',
      { terms: { deliverables: Array.from({ length: 11 }, (_, i) => `${i} story`) } },
      422,
    ],
    [
      'a giveaway without description',
      { terms: { compensation: { kind: 'GIVEAWAY', description: '' } } },
      422,
    ],
  ])('refuses %s and changes nothing', async (_what, body, code) => {
    const { requester, arrangement } = await buildArrangement(t, 'REQUESTED');
    const before = await snapshot(arrangement.id);
    const res = await propose(requester, arrangement.id, body);
    expect([400, code]).toContain(res.status);
    expect(await snapshot(arrangement.id)).toEqual(before);
  });

  it('refuses an answer that is neither ACCEPT nor DECLINE', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'REQUESTED');
    await propose(requester, arrangement.id, NEW_TERMS);
    const before = await snapshot(arrangement.id);
    const res = await answer(receiver, arrangement.id, { action: 'MAYBE' });
    expect([400, 422]).toContain(res.status);
    expect(res.body).toMatchObject({ errors: { action: ['action must be ACCEPT or DECLINE.'] } });
    expect(await snapshot(arrangement.id)).toEqual(before);
  });

  it('tells both parties in real time (ArrangementEvent CHANGED) and the other one the lines', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'REQUESTED');
    const listen = async (actor: Actor) => {
      const client = connectEcho(t.origin, actor.token);
      clients.push(client);
      await connected(client);
      const inbox = new Inbox<TArrangementEvent>(`arrangements of ${actor.id}`);
      client.echo.private(`arrangement.receiver.${actor.id}`).listen(REALTIME_EVENTS.arrangement, inbox.push);
      await client.settle();
      return inbox;
    };
    const [mine, theirs] = await Promise.all([listen(requester), listen(receiver)]);
    await propose(requester, arrangement.id, NEW_TERMS);
    const [forReceiver] = await theirs.waitFor(1);
    expect(forReceiver).toMatchObject({
      action: 'CHANGED',
      arrangement: {
        id: arrangement.id,
        role: 'RECEIVER',
        open_proposal: { proposer: requester.id },
        allowed_operations: expect.arrayContaining(['ACCEPT_PROPOSAL']),
      },
    });
    const [forRequester] = await mine.waitFor(1);
    expect(forRequester).toMatchObject({ action: 'CHANGED', arrangement: { role: 'REQUESTER' } });
  });
});

describe('terms of a new request', () => {
  it('stores the terms the request sets and answers them', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t);
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'A reel, please.',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
      terms: { compensation: 180, deadline: '2026-12-20', deliverables: ['1 Instagram Reel'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.terms).toEqual({
      compensation: { kind: 'MONEY', amount: 180 },
      deadline: '2026-12-20',
      deliverables: ['1 Instagram Reel'],
    });
    const seen = await call<TArrangement>('GET', `arrangements/${res.body.id}`, receiver);
    expect(seen.body.terms).toEqual(res.body.terms);
  });

  it('prefills the compensation from the offer when the request sets none', async () => {
    const { requester, receiver, offerId } = await buildServiceAndAdvertiser(t, {
      compensation: { kind: 'MONEY', amount: 95, show_amount: true },
    });
    const res = await call<TArrangement>('POST', 'arrangements/new', requester, {
      user_id: receiver.id,
      offer_id: offerId,
      content: 'Hello!',
      message_key: newMessageKey(),
      type: 'INFLUENCER_OFFER',
    });
    expect(res.status).toBe(201);
    expect(res.body.terms).toEqual({
      compensation: { kind: 'MONEY', amount: 95 },
      deadline: null,
      deliverables: [],
    });
  });
});
