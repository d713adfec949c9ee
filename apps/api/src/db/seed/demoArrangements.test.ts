import { and, eq, inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_ARRANGEMENT_STATUSES,
  ARRANGEMENT_REQUEST_EXPIRY_DAYS,
  ARRANGEMENT_STATUSES,
} from '@spona/contracts';
import { isActiveStatus } from '../../domain/arrangements/transition';
import { requestableOfferType } from '../../policies/arrangements';
import { useTestServer } from '../../testing/useTestServer';
import { unsafeFindOverview } from '../../domain/console/overview';
import {
  accountTypeRequests,
  appeals,
  arrangements,
  messages,
  offers,
  reviews,
  socialAccounts,
  users,
} from '../schema';
import { seedDemo } from '.';

const t = useTestServer();
beforeAll(async () => {
  await seedDemo(t.database.db);
}, 120_000);

describe('the demo arrangements', () => {
  it('follow the rules the API enforces', async () => {
    const { db } = t.database;
    const rows = await db
      .select({
        a: arrangements,
        offerType: offers.type,
        offerOwner: offers.userId,
        requesterType: users.type,
      })
      .from(arrangements)
      .innerJoin(offers, eq(offers.id, arrangements.offerId))
      .innerJoin(users, eq(users.id, arrangements.requesterId));
    const allMessages = await db.select().from(messages);
    const allReviews = await db.select().from(reviews);
    expect(rows.length).toBeGreaterThan(10);
    const active = new Set<string>();
    for (const { a, offerType, offerOwner, requesterType } of rows) {
      // SPEC §6: who requests what, and the receiver owns the offer.
      expect(requestableOfferType(requesterType)).toBe(offerType);
      expect(a.receiverId).toBe(offerOwner);
      if (isActiveStatus(a.status)) {
        const pair = `${a.requesterId}:${a.offerId}`;
        expect(active.has(pair)).toBe(false);
        active.add(pair);
      }
      const thread = allMessages.filter((m) => m.arrangementId === a.id).sort((x, y) => x.id - y.id);
      // The first message carries the arrangement's key, from the requester.
      expect(thread[0]).toMatchObject({
        senderId: a.requesterId,
        receiverId: a.receiverId,
        messageKey: a.messageKey,
      });
      for (const m of thread) {
        // Issue 16: the expiry job's line has no sender and goes to the receiver.
        if (m.senderId === null) {
          expect(m).toMatchObject({ type: 'SYSTEM', content: 'EXPIRED', receiverId: a.receiverId });
          continue;
        }
        expect([a.requesterId, a.receiverId]).toContain(m.senderId);
        expect(m.receiverId).toBe(m.senderId === a.requesterId ? a.receiverId : a.requesterId);
      }
      // Issue 16: terms, expiry, the receiver's first answer, read receipts.
      expect(a.deliverables.length).toBeGreaterThan(0);
      expect(a.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.expiresAt!.getTime() - a.createdAt.getTime()).toBe(
        ARRANGEMENT_REQUEST_EXPIRY_DAYS * 86_400_000,
      );
      if (a.status === 'REQUESTED') expect(a.expiresAt!.getTime()).toBeGreaterThan(Date.now());
      const firstAnswer = thread.find((m) => m.senderId === a.receiverId);
      expect(a.respondedAt).toEqual(firstAnswer?.createdAt ?? null);
      const unseen = a.requesterUnseenCount + a.receiverUnseenCount;
      expect(thread.filter((m) => m.seenAt === null)).toHaveLength(unseen);
      // SYSTEM messages name the statuses the arrangement went through, the last one its status now.
      const system = thread.filter((m) => m.type === 'SYSTEM').map((m) => m.content);
      if (a.status !== 'REQUESTED') expect(system.at(-1)).toBe(a.status);
      expect(a.requesterUnseenCount + a.receiverUnseenCount).toBeLessThanOrEqual(thread.length);
      if (!ACTIVE_ARRANGEMENT_STATUSES.includes(a.status)) {
        expect(a.requesterUnseenCount + a.receiverUnseenCount).toBe(0);
      }
      const given = allReviews.filter((r) => r.arrangementId === a.id);
      expect(given.length).toBe(a.status === 'COMPLETED' ? 2 : 0);
      for (const r of given) {
        expect(r.revieweeId).toBe(r.reviewerId === a.requesterId ? a.receiverId : a.requesterId);
      }
    }
  });

  it('include one of every status, the expired one ending with the expiry line', async () => {
    const rows = await t.database.db.select().from(arrangements);
    const statuses = new Set(rows.map((a) => a.status));
    expect([...statuses].sort()).toEqual([...ARRANGEMENT_STATUSES].sort());
    const expired = rows.filter((a) => a.status === 'EXPIRED');
    for (const a of expired) {
      const thread = await t.database.db.select().from(messages).where(eq(messages.arrangementId, a.id));
      expect(
        thread
          .sort((x, y) => x.id - y.id)
          .map((m) => [m.type, m.content])
          .at(-1),
      ).toEqual(['SYSTEM', 'EXPIRED']);
      expect(a.respondedAt).toBeNull();
    }
  });

  it('include an arrangement in progress that asks the long-silence question', async () => {
    const res = await t.database.db.select().from(arrangements).where(eq(arrangements.status, 'IN_PROGRESS'));
    const silentDays = res.map((a) => (Date.now() - a.lastActivityAt.getTime()) / 86_400_000);
    expect(silentDays.some((d) => d >= 14)).toBe(true);
  });
});

describe('the demo moderation (issue 17)', () => {
  it('has one unapproved ad of the demo advertiser with a pending appeal of its flag', async () => {
    const { db } = t.database;
    const flagged = await db
      .select({ offer: offers, appeal: appeals })
      .from(offers)
      .innerJoin(appeals, eq(appeals.offerId, offers.id))
      .innerJoin(users, eq(users.id, offers.userId))
      .where(eq(users.username, 'brand'));
    expect(flagged).toHaveLength(1);
    const [{ offer, appeal }] = flagged as [(typeof flagged)[number]];
    expect(offer.unapproved).toBe(true);
    expect(appeal).toMatchObject({ status: 'PENDING', subject: 'OFFER', flaggedAt: offer.unapprovedAt });
  });
});

describe('the demo queues (issue 17)', () => {
  it('put something in the console queues, and the type request can be approved', async () => {
    const { db } = t.database;
    const overview = await unsafeFindOverview(db);
    const sizes = Object.fromEntries(overview.queues.map((q) => [q.queue, q.count]));
    expect(sizes.verifications).toBeGreaterThanOrEqual(2);
    expect(sizes.reports).toBeGreaterThanOrEqual(1);
    expect(sizes.bugs).toBe(1);
    expect(sizes.type_requests).toBe(1);
    expect(overview.median_verify_minutes).not.toBeNull();
    const queue = await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.verification, 'IN_PROGRESS'));
    for (const account of queue) {
      expect(account.verificationCode).toMatch(/^SPONA-/);
      expect(account.verificationRequestedAt).not.toBeNull();
    }
    const [request] = await db.select().from(accountTypeRequests);
    const active = await db
      .select()
      .from(arrangements)
      .where(
        and(
          or(eq(arrangements.requesterId, request!.userId), eq(arrangements.receiverId, request!.userId)),
          inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]),
        ),
      );
    expect(active).toHaveLength(0);
  });
});
