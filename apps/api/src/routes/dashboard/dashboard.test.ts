import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZBasicStatistics,
  ZDashboardData,
  ZProfileViews,
  type TArrangementStatus,
  type TBasicStatistics,
  type TDashboardData,
  type TProfileViews,
} from '@spona/contracts';
import { arrangements, messages, offers, profileViews, reviews, users } from '../../db/schema';
import { newMessageKey } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const DAY = 24 * 60 * 60 * 1000;
const db = () => t.database.db;
const get = <T>(path: string, who: Actor | null) => t.call<T>('GET', path, who);

/** Written out on their own, not taken from the server's code: the UTC Monday and 1st of now. */
function expectedStarts(now: Date) {
  const monday = new Date(now);
  monday.setUTCHours(0, 0, 0, 0);
  while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() - 1);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { monday, first };
}
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

type Seeded = {
  me: Actor;
  /** When each of my arrangements went in progress and was completed (null: never). */
  history: {
    status: TArrangementStatus;
    startedAt: Date | null;
    completedAt: Date | null;
    mine: 'REQ' | 'REC';
  }[];
  ratings: { rating: number; at: Date }[];
  views: { viewerId: number; day: Date }[];
  featuredOfferId: number;
};

/**
 * A creator with arrangements (both sides) in every status at known times, reviews received at known
 * times, profile views on known days, and a featured offer; plus arrangements, reviews and views of
 * other users that must not count.
 */
async function seedCreator(): Promise<Seeded> {
  const now = Date.now();
  const me = await buildCreator(t, { featured: true });
  const partner = await buildAdvertiser(t);
  const stranger = await buildCreator(t);
  const myOffer = await buildOffer(t, me, { name: 'Reel' });
  const partnerOffer = await buildOffer(t, partner, { name: 'Campaign' });
  const strangerOffer = await buildOffer(t, stranger, { name: 'Other' });
  await db().update(offers).set({ featured: true }).where(eq(offers.id, myOffer));

  const plan: Seeded['history'] = [
    { status: 'REQUESTED', startedAt: null, completedAt: null, mine: 'REC' },
    { status: 'IN_PROGRESS', startedAt: new Date(now - 60_000), completedAt: null, mine: 'REC' },
    { status: 'IN_PROGRESS', startedAt: new Date(now - 5 * DAY), completedAt: null, mine: 'REQ' },
    {
      status: 'COMPLETED',
      startedAt: new Date(now - 20 * DAY),
      completedAt: new Date(now - 2 * 60_000),
      mine: 'REC',
    },
    {
      status: 'COMPLETED',
      startedAt: new Date(now - 50 * DAY),
      completedAt: new Date(now - 3 * DAY),
      mine: 'REQ',
    },
    {
      status: 'COMPLETED',
      startedAt: new Date(now - 80 * DAY),
      completedAt: new Date(now - 40 * DAY),
      mine: 'REC',
    },
    { status: 'ABORTED', startedAt: new Date(now - 9 * DAY), completedAt: null, mine: 'REC' },
    { status: 'DECLINED', startedAt: null, completedAt: null, mine: 'REQ' },
    { status: 'CANCELED', startedAt: null, completedAt: null, mine: 'REC' },
  ];
  const ratings: Seeded['ratings'] = [];
  for (const [i, step] of plan.entries()) {
    const [requesterId, receiverId, offerId] =
      step.mine === 'REC' ? [partner.id, me.id, myOffer] : [me.id, partner.id, partnerOffer];
    const [row] = await db()
      .insert(arrangements)
      .values({ offerId, requesterId, receiverId, status: step.status, messageKey: newMessageKey() })
      .returning();
    const system = (content: string, at: Date) => ({
      arrangementId: row!.id,
      senderId: receiverId,
      receiverId: requesterId,
      type: 'SYSTEM' as const,
      content,
      createdAt: at,
    });
    await db()
      .insert(messages)
      .values([
        {
          arrangementId: row!.id,
          senderId: requesterId,
          receiverId,
          content: 'Hello',
          createdAt: new Date(now - 100 * DAY),
        },
        ...(step.startedAt ? [system('IN_PROGRESS', step.startedAt)] : []),
        ...(step.completedAt ? [system('COMPLETED', step.completedAt)] : []),
      ]);
    if (step.completedAt) {
      const rating = (i % 5) + 1;
      const at = step.completedAt;
      await db()
        .insert(reviews)
        .values({ arrangementId: row!.id, reviewerId: partner.id, revieweeId: me.id, rating, createdAt: at });
      ratings.push({ rating, at });
    }
  }
  // Someone else's arrangement, completed today, with a review of the stranger: never counted for me.
  const [other] = await db()
    .insert(arrangements)
    .values({
      offerId: strangerOffer,
      requesterId: partner.id,
      receiverId: stranger.id,
      status: 'COMPLETED',
      messageKey: newMessageKey(),
    })
    .returning();
  await db()
    .insert(messages)
    .values([
      {
        arrangementId: other!.id,
        senderId: stranger.id,
        receiverId: partner.id,
        type: 'SYSTEM',
        content: 'IN_PROGRESS',
      },
      {
        arrangementId: other!.id,
        senderId: stranger.id,
        receiverId: partner.id,
        type: 'SYSTEM',
        content: 'COMPLETED',
      },
    ]);
  await db()
    .insert(reviews)
    .values({ arrangementId: other!.id, reviewerId: partner.id, revieweeId: stranger.id, rating: 1 });

  const viewers = [partner, stranger, await buildAdvertiser(t)];
  const views: Seeded['views'] = [];
  for (const [daysAgo, viewer] of [
    [0, viewers[0]],
    [0, viewers[1]],
    [2, viewers[0]],
    [6, viewers[2]],
    [12, viewers[1]],
    [33, viewers[0]],
    [400, viewers[2]],
  ] as const) {
    const day = new Date(now - daysAgo * DAY);
    await db()
      .insert(profileViews)
      .values({ profileUserId: me.id, viewerId: viewer!.id, viewedOn: isoDay(day) });
    views.push({ viewerId: viewer!.id, day });
  }
  await db()
    .insert(profileViews)
    .values({ profileUserId: stranger.id, viewerId: me.id, viewedOn: isoDay(new Date()) });
  return { me, history: plan, ratings, views, featuredOfferId: myOffer };
}

let seeded: Seeded;
beforeAll(async () => {
  seeded = await seedCreator();
});

describe('GET dashboard/data', () => {
  it('shows the numbers the seeded arrangements, reviews and views give', async () => {
    const res = await get<TDashboardData>('dashboard/data', seeded.me);
    expect(res.status).toBe(200);
    expect(ZDashboardData.safeParse(res.body).success).toBe(true);

    const { monday, first } = expectedStarts(new Date());
    const periodCounts = (dates: (Date | null)[]) => {
      const happened = dates.filter((d): d is Date => d !== null);
      return {
        this_week: happened.filter((d) => d >= monday).length,
        this_month: happened.filter((d) => d >= first).length,
        total: happened.length,
      };
    };
    const { history } = seeded;
    expect(res.body.arrangements).toEqual({
      requested: history.filter((h) => h.status === 'REQUESTED').length,
      in_progress: history.filter((h) => h.status === 'IN_PROGRESS').length,
      started: periodCounts(history.map((h) => h.startedAt)),
      completed: periodCounts(history.map((h) => h.completedAt)),
    });

    const sum = seeded.ratings.reduce((a, r) => a + r.rating, 0);
    expect(res.body.ratings.count).toBe(seeded.ratings.length);
    expect(res.body.ratings.average).toBe(Math.round((sum / seeded.ratings.length) * 10) / 10);
    const newest = [...seeded.ratings].sort((a, b) => b.at.getTime() - a.at.getTime())[0]!;
    expect(res.body.ratings.latest[0]?.rating).toBe(newest.rating);

    const viewDays = seeded.views.map((v) => new Date(`${isoDay(v.day)}T00:00:00Z`));
    expect(res.body.profile_views).toEqual(periodCounts(viewDays));

    expect(res.body.featured.is_profile_featured).toBe(true);
    expect(res.body.featured.offers.map((o) => o.offer_id)).toEqual([seeded.featuredOfferId]);
    const strength = await get('dashboard/profile-strength', seeded.me);
    expect(res.body.profile).toEqual(strength.body);
  });

  it('shows a new user zeros and no ratings', async () => {
    const fresh = await buildAdvertiser(t);
    const res = await get<TDashboardData>('dashboard/data', fresh);
    expect(res.status).toBe(200);
    const zero = { this_week: 0, this_month: 0, total: 0 };
    expect(res.body.arrangements).toEqual({ requested: 0, in_progress: 0, started: zero, completed: zero });
    expect(res.body.ratings).toEqual({ average: null, count: 0, latest: [] });
    expect(res.body.profile_views).toEqual(zero);
    expect(res.body.featured).toEqual({ is_profile_featured: false, offers: [] });
  });

  it('refuses anonymous callers', async () => {
    for (const path of ['dashboard/data', 'dashboard/profile-views/7', 'statistics/basic']) {
      expect((await get(path, null)).status).toBe(401);
    }
  });
});

describe('GET dashboard/profile-views/{n}', () => {
  it('lists one entry per day of the last n days, oldest first, zero days included', async () => {
    const res = await get<TProfileViews>('dashboard/profile-views/14', seeded.me);
    expect(res.status).toBe(200);
    expect(ZProfileViews.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toHaveLength(14);
    const today = new Date();
    const expected = Array.from({ length: 14 }, (_, i) => {
      const date = isoDay(new Date(today.getTime() - (13 - i) * DAY));
      return { date, views: seeded.views.filter((v) => isoDay(v.day) === date).length };
    });
    expect(res.body.data).toEqual(expected);
    expect(res.body.total).toBe(expected.reduce((a, d) => a + d.views, 0));
  });

  it('answers one day and a whole year', async () => {
    const one = await get<TProfileViews>('dashboard/profile-views/1', seeded.me);
    expect(one.body.data).toEqual([{ date: isoDay(new Date()), views: 2 }]);
    const year = await get<TProfileViews>('dashboard/profile-views/365', seeded.me);
    expect(year.body.data).toHaveLength(365);
    expect(year.body.total).toBe(seeded.views.length - 1);
  });

  it('refuses a day count outside 1..365 with 400', async () => {
    for (const n of ['0', '366', '-1', 'abc', '1.5']) {
      const res = await get<{ message: string }>(`dashboard/profile-views/${n}`, seeded.me);
      expect(res.status, n).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it("never shows someone else's views", async () => {
    const other = await buildCreator(t);
    const res = await get<TProfileViews>('dashboard/profile-views/30', other);
    expect(res.body.total).toBe(0);
  });
});

describe('GET statistics/basic', () => {
  it('counts the seeded arrangements, reviews and views of the user only', async () => {
    const res = await get<TBasicStatistics>('statistics/basic', seeded.me);
    expect(res.status).toBe(200);
    expect(ZBasicStatistics.safeParse(res.body).success).toBe(true);
    const { history } = seeded;
    const count = (status: TArrangementStatus) => history.filter((h) => h.status === status).length;
    expect(res.body.arrangements).toEqual({
      total: history.length,
      as_requester: history.filter((h) => h.mine === 'REQ').length,
      as_receiver: history.filter((h) => h.mine === 'REC').length,
      by_status: {
        REQUESTED: count('REQUESTED'),
        IN_PROGRESS: count('IN_PROGRESS'),
        COMPLETED: count('COMPLETED'),
        ABORTED: count('ABORTED'),
        DECLINED: count('DECLINED'),
        CANCELED: count('CANCELED'),
        EXPIRED: count('EXPIRED'),
      },
    });
    // Each arrangement starts with the requester's TEXT message; SYSTEM messages do not count.
    expect(res.body.messages).toEqual({
      sent: history.filter((h) => h.mine === 'REQ').length,
      received: history.filter((h) => h.mine === 'REC').length,
    });
    const sum = seeded.ratings.reduce((a, r) => a + r.rating, 0);
    expect(res.body.reviews).toEqual({
      received: seeded.ratings.length,
      given: 0,
      average_received: Math.round((sum / seeded.ratings.length) * 10) / 10,
    });
    expect(res.body.profile_views).toEqual({
      total: seeded.views.length,
      unique_viewers: new Set(seeded.views.map((v) => v.viewerId)).size,
    });
    expect(res.body.offers).toEqual({ active: 1, paused: 0, stopped: 0 });
  });

  it('gives a new user zeros', async () => {
    const fresh = await buildCreator(t);
    const res = await get<TBasicStatistics>('statistics/basic', fresh);
    expect(res.body.arrangements.total).toBe(0);
    expect(res.body.reviews.average_received).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.id, fresh.id));
    expect(row?.id).toBe(fresh.id);
  });
});

describe('profile views from public profiles', () => {
  it("counts a signed-in visitor's view of a profile once a day, not the owner's own", async () => {
    const owner = await buildCreator(t);
    const visitor = await buildAdvertiser(t);
    await get(`public/influencers/${owner.id}`, visitor);
    await get(`public/influencers/${owner.id}`, visitor);
    await get(`public/influencers/${owner.id}`, owner);
    await get(`public/influencers/${owner.id}`, null);
    const res = await get<TProfileViews>('dashboard/profile-views/1', owner);
    expect(res.body.data).toEqual([{ date: isoDay(new Date()), views: 1 }]);
  });
});

describe('OpenAPI', () => {
  it('documents the dashboard, statistics, bug, analytics and subscription calls', async () => {
    const res = await get<{ paths: Record<string, unknown> }>('openapi.json', null);
    expect(res.status).toBe(200);
    for (const path of [
      '/api/v1/dashboard/data',
      '/api/v1/dashboard/profile-views/{n}',
      '/api/v1/dashboard/notifications/{n}',
      '/api/v1/dashboard/notifications/read',
      '/api/v1/dashboard/unread-notifications-number',
      '/api/v1/statistics/basic',
      '/api/v1/bugs',
      '/api/v1/analytics/events',
      '/api/v1/subscriptions',
    ]) {
      expect(res.body.paths, path).toHaveProperty([path]);
    }
  });
});
