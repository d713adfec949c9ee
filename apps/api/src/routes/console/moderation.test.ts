import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TAuthUser,
  TConsoleUserDetail,
  TConsoleUserList,
  TCreatorSearchResult,
  TFeaturedResult,
  TNotificationList,
  TOffer,
  TOfferSearchResult,
} from '@spona/contracts';
import { offers, staffAudit, users } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer, searchWord, type Actor } from '../../testing/factories';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

let staffMember: TestStaff | undefined;
/** One signed-in support member for the file (each sign-in claims a TOTP step). */
async function support(): Promise<TestStaff> {
  staffMember ??= await buildStaff(t);
  return staffMember;
}

const auditOf = (action: string, objectId: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action as 'user.read'), eq(staffAudit.objectId, String(objectId))));

const kindsOf = async (who: Actor) =>
  (await t.call<TNotificationList>('GET', 'dashboard/notifications/50', who)).body.data.map((n) => n.kind);

describe('console users (issue 17)', () => {
  it('finds users by name, username or email, accents and case ignored, deleted and unapproved too', async () => {
    const word = searchWord();
    const creator = await buildCreator(t, { firstName: `Đurđa${word}`, unapproved: true });
    const deleted = await buildCreator(t, { lastName: `Žena${word}`, deletedAt: new Date() });
    const staff = await support();
    const byName = await t.call<TConsoleUserList>(
      'GET',
      `console/users?text=djurdja${word.toUpperCase()}`,
      staff,
    );
    // 'Đ' is no 'dj' to unaccent; the plain letters are.
    expect(byName.status).toBe(200);
    const byAccent = await t.call<TConsoleUserList>('GET', `console/users?text=DURDA${word}`, staff);
    expect(byAccent.body.data.map((u) => u.id)).toEqual([creator.id]);
    expect(byAccent.body.data[0]).toMatchObject({ unapproved: true, email_verified: true });
    const byEmail = await t.call<TConsoleUserList>('GET', `console/users?text=${creator.user.email}`, staff);
    expect(byEmail.body.data.map((u) => u.id)).toEqual([creator.id]);
    const byUsername = await t.call<TConsoleUserList>(
      'GET',
      `console/users?text=${creator.user.username}`,
      staff,
    );
    expect(byUsername.body.total).toBe(1);
    const gone = await t.call<TConsoleUserList>('GET', `console/users?text=zena${word}`, staff);
    expect(gone.body.data).toEqual([expect.objectContaining({ id: deleted.id, deleted: true })]);
  });

  it('shows one user whole and records the read', async () => {
    const creator = await buildCreator(t);
    await buildOffer(t, creator);
    const staff = await support();
    const note = await t.call('POST', `console/users/${creator.id}/notes`, staff, { body: 'Called them.' });
    expect(note.status).toBe(201);
    const res = await t.call<TConsoleUserDetail>('GET', `console/users/${creator.id}`, staff);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: creator.id, unapproved: false });
    expect(res.body.offers).toHaveLength(1);
    expect(res.body.notes).toEqual([expect.objectContaining({ body: 'Called them.' })]);
    expect(await auditOf('user.read', creator.id)).toHaveLength(1);
    expect(await auditOf('user.note', creator.id)).toHaveLength(1);
    expect((await t.call('GET', 'console/users/999999', staff)).status).toBe(404);
    // A user's token gets nothing here.
    expect((await t.call('GET', `console/users/${creator.id}`, creator)).status).toBe(403);
  });

  it('unapproving a creator hides them from search and their page at once, tells them, and approving brings them back', async () => {
    const word = searchWord();
    const creator = await buildCreator(t, { firstName: `Kreator${word}` });
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, creator, { name: `Usluga ${word}` });
    const found = async () =>
      (
        await t.call<TCreatorSearchResult>('GET', `search/influencers?text=kreator${word}`, advertiser)
      ).body.data.map((c) => c.id);
    const foundOffers = async () =>
      (await t.call<TOfferSearchResult>('GET', `search/offers?text=${word}`, advertiser)).body.data.map(
        (o) => o.offer_id,
      );
    expect(await found()).toEqual([creator.id]);
    expect(await foundOffers()).toEqual([offerId]);
    const staff = await support();

    const empty = await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: ' ' });
    expect(empty.status).toBe(400);
    const res = await t.call('POST', `console/users/${creator.id}/unapprove`, staff, {
      reason: 'Fake followers.',
    });
    expect(res.status).toBe(200);
    expect(await found()).toEqual([]);
    // The owner's offers go with them (offers.owner_listed, migration 0016).
    expect(await foundOffers()).toEqual([]);
    expect((await t.call('GET', `public/influencers/${creator.id}`, advertiser)).status).toBe(404);
    expect((await t.call('GET', `offers/${offerId}`, advertiser)).status).toBe(404);
    expect(
      (await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: 'Again' })).status,
    ).toBe(409);

    const own = await t.call<TAuthUser>('GET', 'auth/user', creator);
    expect(own.body.moderation).toMatchObject({ unapproved: true, reason: 'Fake followers.', appeal: null });
    expect(await kindsOf(creator)).toContain('USER_UNAPPROVED');
    expect(await auditOf('user.unapprove', creator.id)).toHaveLength(1);

    expect((await t.call('POST', `console/users/${creator.id}/approve`, staff, {})).status).toBe(200);
    expect(await found()).toEqual([creator.id]);
    expect(await foundOffers()).toEqual([offerId]);
    expect((await t.call('GET', `public/influencers/${creator.id}`, advertiser)).status).toBe(200);
    expect((await t.call<TAuthUser>('GET', 'auth/user', creator)).body.moderation.unapproved).toBe(false);
    expect(await kindsOf(creator)).toContain('USER_APPROVED');
    expect((await t.call('POST', `console/users/${creator.id}/approve`, staff)).status).toBe(409);
  });

  it('features a user until a date, refuses a past date, and the job ends it after the date', async () => {
    const creator = await buildCreator(t);
    const staff = await support();
    const past = await t.call('POST', `console/users/${creator.id}/featured`, staff, { until: '2020-01-01' });
    expect(past.status).toBe(422);
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect(
      (await t.call('POST', `console/users/${creator.id}/featured`, staff, { until: soon })).status,
    ).toBe(200);
    const featured = await t.call<TFeaturedResult>('GET', 'public/featured', null);
    expect(featured.body.creators.map((c) => c.id)).toContain(creator.id);
    await t.database.db
      .update(users)
      .set({ featuredUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, creator.id));
    await t.server.jobs.find((job) => job.name === 'featured-until')!.run();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
    expect(row).toMatchObject({ featured: false, featuredUntil: null });
    expect(
      (await t.call('POST', `console/users/${creator.id}/featured`, staff, { until: null })).status,
    ).toBe(200);
    expect(await auditOf('user.featured', creator.id)).toHaveLength(2);
  });

  it('resends the confirmation mail, and answers 409 when the address is confirmed', async () => {
    const unconfirmed = await buildCreator(t, { confirmed: false });
    const confirmed = await buildCreator(t);
    const staff = await support();
    expect((await t.call('POST', `console/users/${unconfirmed.id}/resend-confirmation`, staff)).status).toBe(
      200,
    );
    expect((await t.call('POST', `console/users/${confirmed.id}/resend-confirmation`, staff)).status).toBe(
      409,
    );
    expect(await auditOf('user.resend_confirmation', unconfirmed.id)).toHaveLength(1);
  });

  it("exports the user's data as an attachment, with no hash of a secret", async () => {
    const creator = await buildCreator(t);
    await buildOffer(t, creator);
    const staff = await support();
    const res = await fetch(`${t.api}/console/users/${creator.id}/export`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const text = await res.text();
    expect(text).not.toMatch(/passwordHash|tokenHash|not-a-password-hash/);
    const data = JSON.parse(text) as { profile: { email: string }; offers: unknown[] };
    expect(data.profile.email).toBe(creator.user.email);
    expect(data.offers).toHaveLength(1);
    expect(await auditOf('user.export', creator.id)).toHaveLength(1);
  });

  it('deletes an account at the user’s request with a reason, as their own deletion does', async () => {
    const creator = await buildCreator(t);
    const staff = await support();
    expect((await t.call('DELETE', `console/users/${creator.id}`, staff, {})).status).toBe(400);
    expect(
      (await t.call('DELETE', `console/users/${creator.id}`, staff, { reason: 'Asked by mail.' })).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect((await t.call('GET', 'auth/user', creator)).status).toBe(401);
    expect((await t.call('DELETE', `console/users/${creator.id}`, staff, { reason: 'Again.' })).status).toBe(
      404,
    );
    expect(await auditOf('user.delete', creator.id)).toHaveLength(1);
  });
});

describe('console offers (issue 17)', () => {
  it('unapproving an offer hides it from search, its page and the featured list at once; only the owner reads why', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const offerId = await buildOffer(t, advertiser, { name: `Kampanja ${word}` });
    const staff = await support();
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await t.call('POST', `console/offers/${offerId}/featured`, staff, { until: soon })).status).toBe(
      200,
    );
    const featuredIds = async () =>
      (await t.call<TFeaturedResult>('GET', 'public/featured', null)).body.offers.map((o) => o.offer_id);
    expect(await featuredIds()).toContain(offerId);
    const found = async () =>
      (await t.call<TOfferSearchResult>('GET', `search/offers?text=${word}`, creator)).body.data.map(
        (o) => o.offer_id,
      );
    expect(await found()).toEqual([offerId]);

    const res = await t.call('POST', `console/offers/${offerId}/unapprove`, staff, { reason: 'Misleading.' });
    expect(res.status).toBe(200);
    expect(await found()).toEqual([]);
    expect(await featuredIds()).not.toContain(offerId);
    expect((await t.call('GET', `offers/${offerId}`, creator)).status).toBe(404);
    const own = await t.call<TOffer[]>('GET', 'offers', advertiser);
    expect(own.body.find((o) => o.offer_id === offerId)!.moderation).toMatchObject({
      unapproved: true,
      reason: 'Misleading.',
      appeal: null,
    });
    expect(await kindsOf(advertiser)).toContain('OFFER_UNAPPROVED');

    expect((await t.call('POST', `console/offers/${offerId}/approve`, staff)).status).toBe(200);
    expect(await found()).toEqual([offerId]);
    const seen = await t.call<TOffer>('GET', `offers/${offerId}`, creator);
    expect(seen.body.moderation).toBeUndefined();
    expect(seen.body.unapproved).toBeUndefined();
    expect(await kindsOf(advertiser)).toContain('OFFER_APPROVED');
    expect((await t.call('POST', 'console/offers/999999/unapprove', staff, { reason: 'x' })).status).toBe(
      404,
    );
  });

  it('the job ends an offer’s featured mark after its date', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const staff = await support();
    expect(
      (await t.call('POST', `console/offers/${offerId}/featured`, staff, { until: '2999-01-01' })).status,
    ).toBe(200);
    await t.database.db
      .update(offers)
      .set({ featuredUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offerId));
    await t.server.jobs.find((job) => job.name === 'featured-until')!.run();
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row!.featured).toBe(false);
  });
});
