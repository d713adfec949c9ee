import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ARRANGEMENT_STATUSES,
  ZArrangement,
  type TArrangement,
  type TArrangementStatus,
} from '@spona/contracts';
import { arrangements, messages, problemReports, reviews, users } from '../../db/schema';
import { buildArrangement, newMessageKey } from '../../testing/arrangements';
import { buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

type Endpoint = 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'REVIEW' | 'ABORT' | 'KEEP' | 'REPORT' | 'SEND';
type Who = 'requester' | 'receiver' | 'outsider';

const request = (endpoint: Endpoint, id: number): [string, unknown] => {
  switch (endpoint) {
    case 'ACCEPT':
    case 'CANCEL':
      return [`management/handle/${id}`, { action: endpoint }];
    case 'DECLINE':
      return [`management/handle/${id}`, { action: 'DECLINE', data: { message: 'Not this month.' } }];
    case 'REVIEW':
      return [`management/review/${id}`, { rating: 4, comment: 'Good collaboration' }];
    case 'ABORT':
      return [`management/abort/${id}`, { reason: 'They stopped answering.' }];
    case 'KEEP':
      return [`management/keep/${id}`, {}];
    case 'REPORT':
      return [`management/report/${id}`, { content: 'Rude messages.' }];
    case 'SEND':
      return [
        'messages/messaging/send',
        { arrangement_id: id, content: 'Hi!', message_key: newMessageKey() },
      ];
  }
};

/**
 * Written out independently of transition.ts: what each participant gets from each call in each status
 * (COMPLETED is reached by the requester's review, so the requester has reviewed already), and the
 * status it leads to. Outsiders always get 404.
 */
const OUTCOMES: Record<
  TArrangementStatus,
  Partial<Record<Endpoint, { requester: number; receiver: number; to?: TArrangementStatus }>>
> = {
  REQUESTED: {
    ACCEPT: { requester: 403, receiver: 200, to: 'IN_PROGRESS' },
    DECLINE: { requester: 403, receiver: 200, to: 'DECLINED' },
    CANCEL: { requester: 200, receiver: 403, to: 'CANCELED' },
    SEND: { requester: 201, receiver: 201 },
    REPORT: { requester: 200, receiver: 200 },
  },
  IN_PROGRESS: {
    REVIEW: { requester: 200, receiver: 200, to: 'COMPLETED' },
    ABORT: { requester: 200, receiver: 200, to: 'ABORTED' },
    KEEP: { requester: 200, receiver: 200 },
    SEND: { requester: 201, receiver: 201 },
    REPORT: { requester: 200, receiver: 200 },
  },
  COMPLETED: {
    REVIEW: { requester: 409, receiver: 200 },
    REPORT: { requester: 200, receiver: 200 },
  },
  ABORTED: { REPORT: { requester: 200, receiver: 200 } },
  DECLINED: { REPORT: { requester: 200, receiver: 200 } },
  CANCELED: { REPORT: { requester: 200, receiver: 200 } },
  EXPIRED: { REPORT: { requester: 200, receiver: 200 } },
};

const ENDPOINTS: Endpoint[] = ['ACCEPT', 'DECLINE', 'CANCEL', 'REVIEW', 'ABORT', 'KEEP', 'REPORT', 'SEND'];
const cases = ARRANGEMENT_STATUSES.flatMap((status) =>
  ENDPOINTS.flatMap((endpoint) =>
    (['requester', 'receiver', 'outsider'] as Who[]).map((who) => {
      const outcome = OUTCOMES[status][endpoint];
      const code = who === 'outsider' ? 404 : (outcome?.[who] ?? 409);
      return { status, endpoint, who, code, to: code < 300 ? (outcome?.to ?? status) : status };
    }),
  ),
);

async function statusOf(id: number) {
  const [row] = await t.database.db.select().from(arrangements).where(eq(arrangements.id, id));
  return row!;
}

describe('the arrangement state machine over HTTP', () => {
  it.each(cases)(
    '$endpoint by the $who of a $status arrangement answers $code and leaves it $to',
    async ({ status, endpoint, who, code, to }) => {
      const fixture = await buildArrangement(t, status);
      const actor = who === 'outsider' ? await buildCreator(t) : fixture[who];
      const [path, body] = request(endpoint, fixture.arrangement.id);
      const res = await call<TArrangement>('POST', path, actor, body);
      expect(res.status, JSON.stringify(res.body)).toBe(code);
      expect((await statusOf(fixture.arrangement.id)).status).toBe(to);
      if (code === 200 && path.startsWith('management/') && endpoint !== 'REPORT') {
        expect(ZArrangement.parse(res.body).status).toBe(to);
      }
      if (code >= 400) expect(typeof (res.body as { message?: unknown }).message).toBe('string');
    },
  );
});

describe('arrangement management', () => {
  it('shows the receiver exactly accept, decline, send and report on a new request', async () => {
    const { receiver, requester, arrangement } = await buildArrangement(t);
    const seen = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, receiver);
    expect(seen.body.allowed_operations).toEqual(['ACCEPT', 'DECLINE', 'SEND', 'PROPOSE', 'REPORT']);
    expect(seen.body.role).toBe('RECEIVER');
    const mine = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, requester);
    expect(mine.body.allowed_operations).toEqual(['CANCEL', 'SEND', 'PROPOSE', 'REPORT']);
  });

  it('refuses a decline without an explanation and changes nothing', async () => {
    const { receiver, arrangement } = await buildArrangement(t);
    for (const body of [{ action: 'DECLINE' }, { action: 'DECLINE', data: { message: '   ' } }]) {
      const res = await call('POST', `management/handle/${arrangement.id}`, receiver, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'data.message': ['Explain why you are declining the request.'] });
    }
    expect((await statusOf(arrangement.id)).status).toBe('REQUESTED');
  });

  it('writes the decline explanation into the thread for the requester to read', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t);
    await call('POST', `management/handle/${arrangement.id}`, receiver, {
      action: 'DECLINE',
      data: 'We are fully booked in July.',
    });
    const page = await call<{ data: { type: string; content: string; sender: number }[] }>(
      'GET',
      `messages/messaging/read/${arrangement.id}`,
      requester,
    );
    expect(page.body.data.slice(0, 2).map((m) => [m.type, m.content, m.sender])).toEqual([
      ['TEXT', 'We are fully booked in July.', receiver.id],
      ['SYSTEM', 'DECLINED', receiver.id],
    ]);
    const row = await statusOf(arrangement.id);
    expect(row.requesterUnseenCount).toBe(2);
    // The badge of GET auth/user keeps an ended arrangement while it has unseen messages.
    const me = await call<{ arrangements: { id: number; unseen_count: number }[] }>(
      'GET',
      'auth/user',
      requester,
    );
    expect(me.body.arrangements).toContainEqual({ id: arrangement.id, unseen_count: 2 });
  });

  it('writes the abort reason into the thread', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await call<TArrangement>('POST', `management/abort/${arrangement.id}`, requester, {
      reason: 'The products never arrived.',
    });
    expect(res.body.status).toBe('ABORTED');
    const page = await call<{ data: { content: string }[] }>(
      'GET',
      `messages/messaging/read/${arrangement.id}`,
      receiver,
    );
    expect(page.body.data[0]!.content).toBe('The products never arrived.');
  });

  it('refuses an abort without a reason', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await call('POST', `management/abort/${arrangement.id}`, requester, { reason: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ reason: ['Write the reason for aborting.'] });
  });

  it('completes with a review, lets the other side review once, and refuses a second review', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const done = await call<TArrangement>('POST', `management/review/${arrangement.id}`, receiver, {
      rating: 5,
      comment: 'Lovely brand',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'COMPLETED',
      my_review: { rating: 5, comment: 'Lovely brand' },
    });
    expect(done.body.allowed_operations).toEqual(['REPORT']);
    const theirs = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, requester);
    expect(theirs.body.allowed_operations).toEqual(['REVIEW', 'REPORT']);
    expect((await call('POST', `management/review/${arrangement.id}`, requester, { rating: 4 })).status).toBe(
      200,
    );
    const again = await call('POST', `management/review/${arrangement.id}`, requester, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this arrangement.');
    const stored = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.arrangementId, arrangement.id));
    expect(stored.map((r) => [r.reviewerId, r.revieweeId, r.rating]).sort()).toEqual(
      [
        [receiver.id, requester.id, 5],
        [requester.id, receiver.id, 4],
      ].sort(),
    );
  });

  it('shows the rating on the public profile and in the search rank', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await call('POST', `management/review/${arrangement.id}`, requester, { rating: 4, comment: 'On time' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, receiver.id));
    expect(user).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    const profile = await call<Record<string, unknown>>(
      'GET',
      `public/influencers/${receiver.id}`,
      requester,
    );
    expect(JSON.stringify(profile.body)).toContain('On time');
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %s', async (rating) => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await call('POST', `management/review/${arrangement.id}`, requester, { rating });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ rating: ['Choose a rating from 1 to 5.'] });
  });

  it('files a problem report for support and leaves the status alone', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    const res = await call('POST', `management/report/${arrangement.id}`, requester, {
      content: 'They asked me to pay outside the platform.',
      reason: 'FRAUD',
    });
    expect(res).toEqual({ status: 200, body: { message: 'Problem reported. You will be contacted soon.' } });
    const hr = await fetch(`${t.api}/management/report/${arrangement.id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${requester.token}`,
        'App-language': 'hr',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content: 'Opet.' }),
    });
    expect(await hr.json()).toEqual({ message: 'Problem je prijavljen. Uskoro ćemo vam se javiti.' });
    const reports = await t.database.db
      .select()
      .from(problemReports)
      .where(
        and(eq(problemReports.arrangementId, arrangement.id), eq(problemReports.reporterId, requester.id)),
      );
    expect(reports.map((r) => [r.reason, r.content])).toEqual([
      ['FRAUD', 'They asked me to pay outside the platform.'],
      [null, 'Opet.'],
    ]);
    expect((await statusOf(arrangement.id)).status).toBe('IN_PROGRESS');
  });

  it('reads the problem from the other names clients give it when content is absent', async () => {
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    for (const body of [
      { message: 'Paid outside the platform.' },
      { reason: 'No answer for two weeks.' },
      { problem: 'Rude messages.', reason: 'ABUSE' },
    ]) {
      const res = await call('POST', `management/report/${arrangement.id}`, requester, body);
      expect(res).toEqual({
        status: 200,
        body: { message: 'Problem reported. You will be contacted soon.' },
      });
    }
    const reports = await t.database.db
      .select()
      .from(problemReports)
      .where(eq(problemReports.arrangementId, arrangement.id));
    expect(reports.map((r) => [r.content, r.reason])).toEqual([
      ['Paid outside the platform.', null],
      ['No answer for two weeks.', null],
      ['Rude messages.', 'ABUSE'],
    ]);
    const empty = await call('POST', `management/report/${arrangement.id}`, requester, { reason: '   ' });
    expect(empty.status).toBe(400);
  });

  it('reads a decline explanation given as data.explanation or data.reason', async () => {
    for (const data of [{ explanation: 'Fully booked.' }, { reason: 'Fully booked.' }]) {
      const { receiver, arrangement } = await buildArrangement(t, 'REQUESTED');
      const res = await call<TArrangement>('POST', `management/handle/${arrangement.id}`, receiver, {
        action: 'DECLINE',
        data,
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('DECLINED');
      const thread = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.arrangementId, arrangement.id));
      expect(thread.some((m) => m.type === 'TEXT' && m.content === 'Fully booked.')).toBe(true);
    }
  });

  it('asks after a long silence and stops asking once kept', async () => {
    const { requester, receiver, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await t.database.db
      .update(arrangements)
      .set({ lastActivityAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(arrangements.id, arrangement.id));
    const before = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, receiver);
    expect(before.body.needs_completion_prompt).toBe(true);
    const kept = await fetch(`${t.api}/management/keep/${arrangement.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${requester.token}` },
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as TArrangement).needs_completion_prompt).toBe(false);
    const after = await call<TArrangement>('GET', `arrangements/${arrangement.id}`, receiver);
    expect(after.body).toMatchObject({ needs_completion_prompt: false, status: 'IN_PROGRESS' });
  });

  it('lets only one of a simultaneous accept and cancel win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { requester, receiver, arrangement } = await buildArrangement(t);
      const [accept, cancel] = await Promise.all([
        call('POST', `management/handle/${arrangement.id}`, receiver, { action: 'ACCEPT' }),
        call('POST', `management/handle/${arrangement.id}`, requester, { action: 'CANCEL' }),
      ]);
      expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
      const final = (await statusOf(arrangement.id)).status;
      expect(final).toBe(accept.status === 200 ? 'IN_PROGRESS' : 'CANCELED');
      const system = await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.arrangementId, arrangement.id), eq(messages.type, 'SYSTEM')));
      expect(system).toHaveLength(1);
    }
  });

  it.each([
    ['a bad id', 'management/handle/abc', { action: 'ACCEPT' }, 400],
    ['a huge id', 'management/handle/99999999999999999999', { action: 'ACCEPT' }, 400],
    ['a missing arrangement', 'management/handle/2147483647', { action: 'ACCEPT' }, 404],
    ['an unknown action', 'management/handle/1', { action: 'MAYBE' }, 400],
    ['a missing body', 'management/abort/1', undefined, 400],
    ['a wrong type', 'management/review/1', { rating: 'five' }, 400],
  ])('answers %s with a clear error', async (_what, path, body, code) => {
    const { requester } = await buildArrangement(t);
    const res = await call('POST', path, requester, body);
    expect(res.status).toBe(code);
    expect(typeof res.body.message).toBe('string');
  });
});
