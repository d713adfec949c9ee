import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZNotificationList,
  type TNotificationKind,
  type TNotificationList,
  type TUnreadNotifications,
} from '@spona/contracts';
import { notifications, offers, socialAccounts, users } from '../../db/schema';
import { stopExpiredOffers } from '../../domain/offers/stopExpiredOffers';
import { buildStaff } from '../../testing/staff';
import { buildArrangement } from '../../testing/arrangements';
import { buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;
const list = (who: Actor, n = 100) => call<TNotificationList>('GET', `dashboard/notifications/${n}`, who);
const kindsOf = async (who: Actor) => (await list(who)).body.data.map((n) => n.kind).sort();
const unread = async (who: Actor) =>
  (await call<TUnreadNotifications>('GET', 'dashboard/unread-notifications-number', who)).body.count;

describe('notifications from arrangements', () => {
  it('tells the receiver of a new request and the requester of its acceptance, completion and review', async () => {
    const { requester, receiver } = await buildArrangement(t, 'COMPLETED');
    // The receiver accepted; the requester completed it with a review.
    expect(await kindsOf(receiver)).toEqual(
      (['ARRANGEMENT_COMPLETED', 'ARRANGEMENT_NEW', 'REVIEW_RECEIVED'] as TNotificationKind[]).sort(),
    );
    expect(await kindsOf(requester)).toEqual(['ARRANGEMENT_ACCEPTED']);

    const res = await list(receiver);
    expect(ZNotificationList.safeParse(res.body).success).toBe(true);
    const review = res.body.data.find((n) => n.kind === 'REVIEW_RECEIVED')!;
    expect(review.title).toBe('New review');
    expect(review.text).toBe('Marko Perić rated your collaboration on "Instagram story" with 5 of 5.');
    expect(review.read).toBe(false);
    expect(review.data).toMatchObject({ offer_name: 'Instagram story', actor_id: requester.id, rating: 5 });
    expect(res.body.unread).toBe(3);
  });

  it('answers in the language of the request', async () => {
    const { requester } = await buildArrangement(t, 'DECLINED');
    const res = await fetch(`${t.api}/dashboard/notifications/5`, {
      headers: { authorization: `Bearer ${requester.token}`, 'App-language': 'hr' },
    });
    const body = (await res.json()) as TNotificationList;
    expect(body.data[0]).toMatchObject({
      kind: 'ARRANGEMENT_DECLINED',
      title: 'Zahtjev odbijen',
      text: 'Iva Kovač odbija vaš zahtjev za „Instagram story”.',
    });
  });

  it('tells the other side of a cancel and of an abort', async () => {
    const canceled = await buildArrangement(t, 'CANCELED');
    expect(await kindsOf(canceled.receiver)).toEqual(['ARRANGEMENT_CANCELED', 'ARRANGEMENT_NEW']);
    expect(await kindsOf(canceled.requester)).toEqual([]);
    const aborted = await buildArrangement(t, 'ABORTED');
    // The receiver accepted and then aborted.
    expect(await kindsOf(aborted.requester)).toEqual(['ARRANGEMENT_ABORTED', 'ARRANGEMENT_ACCEPTED']);
  });

  it('lists the latest n, newest first', async () => {
    const { receiver } = await buildArrangement(t, 'COMPLETED');
    const res = await list(receiver, 2);
    expect(res.body.data).toHaveLength(2);
    const all = (await list(receiver)).body.data;
    expect(res.body.data).toEqual(all.slice(0, 2));
    const times = all.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('marking notifications read', () => {
  it('marks the named ones read and counts the rest', async () => {
    const { receiver } = await buildArrangement(t, 'COMPLETED');
    const [first, ...rest] = (await list(receiver)).body.data;
    expect(await unread(receiver)).toBe(3);
    const res = await call('POST', 'dashboard/notifications/read', receiver, { ids: [first!.id] });
    expect(res).toEqual({ status: 200, body: { marked: 1, unread: rest.length } });
    const after = (await list(receiver)).body.data;
    expect(after.find((n) => n.id === first!.id)).toMatchObject({ read: true });
    expect(after.filter((n) => !n.read)).toHaveLength(rest.length);
    // Again: nothing changes.
    expect((await call('POST', 'dashboard/notifications/read', receiver, { ids: [first!.id] })).body).toEqual(
      {
        marked: 0,
        unread: rest.length,
      },
    );
    const all = await call('POST', 'dashboard/notifications/read', receiver, { all: true });
    expect(all.body).toEqual({ marked: rest.length, unread: 0 });
    expect(await unread(receiver)).toBe(0);
  });

  it("never marks or shows someone else's notifications", async () => {
    const mine = await buildArrangement(t, 'REQUESTED');
    const other = await buildCreator(t);
    const ids = (await list(mine.receiver)).body.data.map((n) => n.id);
    expect(ids).toHaveLength(1);
    const res = await call('POST', 'dashboard/notifications/read', other, { ids });
    expect(res.body).toEqual({ marked: 0, unread: 0 });
    expect((await call('POST', 'dashboard/notifications/read', other, { all: true })).body).toEqual({
      marked: 0,
      unread: 0,
    });
    expect(await unread(mine.receiver)).toBe(1);
    expect((await list(other)).body.data).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { receiver } = await buildArrangement(t, 'REQUESTED');
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [-1] },
      { all: false },
      { ids: Array(101).fill(1) },
      [],
    ]) {
      const res = await call<{ message: string }>('POST', 'dashboard/notifications/read', receiver, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    for (const n of ['0', '101', 'abc']) {
      expect((await call('GET', `dashboard/notifications/${n}`, receiver)).status, n).toBe(400);
    }
    expect(await unread(receiver)).toBe(1);
    expect((await call('GET', 'dashboard/unread-notifications-number', null)).status).toBe(401);
    expect((await call('POST', 'dashboard/notifications/read', null, { all: true })).status).toBe(401);
  });
});

describe('notifications from the account', () => {
  it('reminds an unconfirmed user once and clears it when the email is confirmed', async () => {
    const me = await buildCreator(t, { confirmed: false });
    await list(me);
    const res = await list(me);
    expect(res.body.data.map((n) => n.kind)).toEqual(['EMAIL_NOT_CONFIRMED']);
    expect(res.body.data[0]!.text).toContain(me.user.email);
    expect(await unread(me)).toBe(1);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.id));
    expect(await unread(me)).toBe(0);
    expect((await list(me)).body.data[0]).toMatchObject({ kind: 'EMAIL_NOT_CONFIRMED', read: true });
  });

  it('tells the owner that an offer expired', async () => {
    const me = await buildCreator(t);
    const offerId = await buildOffer(t, me, { name: 'Winter reel' });
    await t.database.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 60_000), startsAt: new Date(Date.now() - 120_000) })
      .where(eq(offers.id, offerId));
    expect(await stopExpiredOffers(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await stopExpiredOffers(t.database.db)).toBe(0);
    const res = await list(me);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      kind: 'OFFER_EXPIRED',
      data: { offer_id: offerId, offer_name: 'Winter reel' },
      text: 'Your offer "Winter reel" reached the end of its period and was stopped.',
    });
  });

  it('tells the owner that support verified a social account', async () => {
    const me = await buildCreator(t);
    const [account] = await t.database.db
      .insert(socialAccounts)
      .values({ userId: me.id, networkId: 1, username: `ana_${me.id}`, verification: 'IN_PROGRESS' })
      .returning();
    // Issue 17: support confirms it in the console; a second approval changes nothing (409).
    const staff = await buildStaff(t);
    const approve = () => t.call('POST', `console/verifications/${account!.id}/approve`, staff, {});
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.kind, 'SOCIAL_ACCOUNT_VERIFIED')));
    expect(rows).toHaveLength(1);
    const res = await list(me);
    expect(res.body.data[0]!.text).toContain(`ana_${me.id}`);
  });
});
