import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAccountTypeRequestAnswer, TAuthUser, TConsoleTypeRequest } from '@spona/contracts';
import {
  arrangements,
  influencerCategories,
  notifications,
  offers,
  staffAudit,
  users,
} from '../../db/schema';
import { createArrangement } from '../../domain/arrangements/createArrangement';
import { RuleViolation } from '../../domain/errors';
import { unsafeFindOfferDetails } from '../../domain/offers/findOffers';
import { buildArrangement } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const ask = (who: Actor, reason: unknown = 'I now run an agency.') =>
  t.call<TAccountTypeRequestAnswer & { message?: string }>('POST', 'settings/account-type-request', who, {
    reason,
  });

const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, 'type_request'), eq(staffAudit.objectId, String(id))));

const noticesOf = (who: Actor, kind: 'ACCOUNT_TYPE_APPROVED' | 'ACCOUNT_TYPE_REFUSED') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)));

describe('account-type requests, the user side (issue 17)', () => {
  it('asks once with a reason for the other type and reads the latest request', async () => {
    const creator = await buildCreator(t);
    expect((await t.call('GET', 'settings/account-type-request', creator)).body).toEqual({ request: null });
    const created = await ask(creator);
    expect(created.status).toBe(201);
    expect(created.body.request).toMatchObject({
      status: 'PENDING',
      from_type: 'INFLUENCER',
      to_type: 'ADVERTISER',
      reason: 'I now run an agency.',
      decision_note: null,
    });
    const again = await ask(creator, 'Please.');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked/);
    const latest = await t.call<TAccountTypeRequestAnswer>('GET', 'settings/account-type-request', creator);
    expect(latest.body.request?.id).toBe(created.body.request!.id);
  });

  it('answers 400 without a reason and 401 without a user', async () => {
    const creator = await buildCreator(t);
    expect((await ask(creator, '')).status).toBe(400);
    expect((await t.call('POST', 'settings/account-type-request', creator, {})).status).toBe(400);
    expect((await t.call('GET', 'settings/account-type-request', null)).status).toBe(401);
  });
});

describe('account-type requests in the console (issue 17)', () => {
  let staff: TestStaff;
  const asStaff = () => ({ token: staff.token });

  it('lists pending requests with what approval meets', async () => {
    staff = await buildStaff(t);
    const creator = await buildCreator(t);
    await buildOffer(t, creator, { name: 'Reel' });
    const { request } = (await ask(creator)).body;
    const res = await t.call<{ data: TConsoleTypeRequest[]; total: number }>(
      'GET',
      'console/type-requests?limit=100',
      asStaff(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.find((r) => r.id === request!.id)).toMatchObject({
      user: { id: creator.id, type: 'INFLUENCER' },
      active_arrangements: 0,
      offers_to_archive: 1,
    });
    expect((await t.call('GET', 'console/type-requests?status=MAYBE', asStaff())).status).toBe(400);
  });

  it('approves: the type changes, offers leave search, the same token keeps working, the user is told', async () => {
    const creator = await buildCreator(t);
    const offerId = await buildOffer(t, creator, { name: 'Story' });
    const { request } = (await ask(creator)).body;
    const res = await t.call<TConsoleTypeRequest>(
      'POST',
      `console/type-requests/${request!.id}/approve`,
      asStaff(),
      { note: 'Welcome, agency.' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'APPROVED',
      decision_note: 'Welcome, agency.',
      offers_to_archive: 0,
    });
    const me = await t.call<TAuthUser>('GET', 'auth/user', creator);
    expect(me.status).toBe(200);
    expect(me.body.type).toBe('ADVERTISER');
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer).toMatchObject({ status: 'STOPPED', listed: false });
    expect(offer!.deletedAt).not.toBeNull();
    expect((await t.call('GET', `offers/${offerId}`, null)).status).toBe(404);
    const [notice] = await noticesOf(creator, 'ACCOUNT_TYPE_APPROVED');
    expect(notice?.data).toMatchObject({ account_type: 'ADVERTISER' });
    const [audit] = await auditOf(request!.id);
    expect(audit).toMatchObject({ action: 'type_request.approve', staffId: staff.id });
    expect(audit!.after).toMatchObject({ user_type: 'ADVERTISER', archived_offers: [offerId] });
    const latest = await t.call<TAccountTypeRequestAnswer>('GET', 'settings/account-type-request', creator);
    expect(latest.body.request).toMatchObject({ status: 'APPROVED', decision_note: 'Welcome, agency.' });
    const twice = await t.call('POST', `console/type-requests/${request!.id}/refuse`, asStaff(), {
      reason: 'No.',
    });
    expect(twice.status).toBe(409);
  });

  it('approves a creator into an advertiser: their categories no longer find them in creator search', async () => {
    const creator = await buildCreator(t);
    expect(
      (await t.call('POST', 'influencers/categories', creator, { user_id: creator.id, category_id: 7 }))
        .status,
    ).toBeLessThan(300);
    const linksOf = () =>
      t.database.db.select().from(influencerCategories).where(eq(influencerCategories.userId, creator.id));
    expect((await linksOf()).map((l) => l.visible)).toEqual([true]);
    const { request } = (await ask(creator)).body;
    expect((await t.call('POST', `console/type-requests/${request!.id}/approve`, asStaff(), {})).status).toBe(
      200,
    );
    // Creator search by category reads these links' copy of the user's visibility (migration 0015).
    expect((await linksOf()).map((l) => l.visible)).toEqual([false]);
  });

  it('refuses approval while an arrangement is active, naming why', async () => {
    const { receiver } = await buildArrangement(t, 'IN_PROGRESS');
    const { request } = (await ask(receiver)).body;
    const res = await t.call<{ message: string }>(
      'POST',
      `console/type-requests/${request!.id}/approve`,
      asStaff(),
      {},
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The type can only change once the user has no active collaboration: 1 is still requested or in progress.',
    );
    expect((await t.call<TAuthUser>('GET', 'auth/user', receiver)).body.type).toBe('INFLUENCER');
    expect(await auditOf(request!.id)).toHaveLength(0);
  });

  it('refuses with a reason the user reads; 400 without one, 404 for an unknown request', async () => {
    const creator = await buildCreator(t);
    const { request } = (await ask(creator)).body;
    expect((await t.call('POST', `console/type-requests/${request!.id}/refuse`, asStaff(), {})).status).toBe(
      400,
    );
    expect(
      (await t.call('POST', 'console/type-requests/99999999/refuse', asStaff(), { reason: 'x' })).status,
    ).toBe(404);
    const res = await t.call<TConsoleTypeRequest>(
      'POST',
      `console/type-requests/${request!.id}/refuse`,
      asStaff(),
      { reason: 'Your profile is a creator profile.' },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('REFUSED');
    const [notice] = await noticesOf(creator, 'ACCOUNT_TYPE_REFUSED');
    expect(notice?.data).toMatchObject({ reason: 'Your profile is a creator profile.' });
    expect((await auditOf(request!.id)).map((a) => a.action)).toEqual(['type_request.refuse']);
    expect((await t.call<TAuthUser>('GET', 'auth/user', creator)).body.type).toBe('INFLUENCER');
    // Decided: the user may ask again.
    expect((await ask(creator, 'Asking again.')).status).toBe(201);
  });
});

describe('a request racing an account-type change (issue 17)', () => {
  // The route checks the requester's type before its transaction; an approval may commit in between.
  // The transaction locks both users (the approval locks the user it changes) and checks again.
  it('refuses a request whose requester changed type or whose offer was archived since the check', async () => {
    const creator = await buildCreator(t);
    const advertiser = await buildAdvertiser(t);
    const adId = await buildOffer(t, advertiser, { name: 'Spring ad' });
    const details = (await unsafeFindOfferDetails(t.database.db, adId))!;
    const input = {
      user_id: advertiser.id,
      offer_id: adId,
      type: 'ADVERTISER_OFFER' as const,
      content: 'Hello',
      message_key: 'RaceKey00001',
    };
    await t.database.db.update(users).set({ type: 'ADVERTISER' }).where(eq(users.id, creator.id));
    await expect(createArrangement(t.database.db, creator.id, details.offer, input)).rejects.toMatchObject({
      messageKey: 'arrangements.wrongAccountType',
    });
    await t.database.db.update(users).set({ type: 'INFLUENCER' }).where(eq(users.id, creator.id));
    await t.database.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, adId));
    await expect(createArrangement(t.database.db, creator.id, details.offer, input)).rejects.toBeInstanceOf(
      RuleViolation,
    );
    const made = await t.database.db
      .select()
      .from(arrangements)
      .where(eq(arrangements.requesterId, creator.id));
    expect(made).toEqual([]);
  });
});
