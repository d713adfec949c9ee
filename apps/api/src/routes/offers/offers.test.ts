import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZOffer, ZOfferList, type TOffer } from '@spona/contracts';
import { offers } from '../../db/schema';
import { stopExpiredOffers } from '../../domain/offers/stopExpiredOffers';
import { buildAdvertiser, buildCreator, buildOffer, offerInput } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();
const call = t.call;

async function offerRow(id: number) {
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

describe('offers', () => {
  it('publishes an advertiser offer with a giveaway and answers with offer_id', async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await call<TOffer>(
      'POST',
      'offers',
      advertiser,
      offerInput(advertiser, {
        compensation: { kind: 'GIVEAWAY', description: 'A bag of our products' },
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00+02:00',
      }),
    );
    expect(res.status).toBe(201);
    const offer = ZOffer.parse(res.body);
    expect(offer).toMatchObject({
      type: 'ADVERTISER_OFFER',
      name: 'Summer campaign',
      price: 150,
      is_visible_to_campaign_builder: true,
      compensation: { kind: 'GIVEAWAY', description: 'A bag of our products' },
      targeting: { age_from: 18, age_to: 35, location_id: 1, city: 'Zagreb', gender: 'ANY' },
      influencers_needed: 2,
      status: 'ACTIVE',
      is_visible: true,
      unapproved: false,
      owner: { id: advertiser.id, initials: 'AH', image_url: null },
    });
    expect(offer.categories.map((c) => c.id)).toEqual([1, 2]);
    expect(offer.ends_at).toBe('2098-12-31T22:00:00.000Z');
  });

  it('lets a creator publish a service, marked not visible to the campaign builder without a price', async () => {
    const creator = await buildCreator(t);
    const res = await call<TOffer>('POST', 'offers', creator, offerInput(creator, { price: null }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'INFLUENCER_OFFER',
      price: null,
      is_visible_to_campaign_builder: false,
    });
  });

  it('refuses a type that does not match the account type', async () => {
    const creator = await buildCreator(t);
    const advertiser = await buildAdvertiser(t);
    const a = await call('POST', 'offers', creator, offerInput(creator, { type: 'ADVERTISER_OFFER' }));
    expect(a.status).toBe(422);
    expect(a.body.errors).toEqual({
      type: ['Influencers add services and advertisers add offers: choose the type of your account.'],
    });
    const b = await call('POST', 'offers', advertiser, offerInput(advertiser, { type: 'INFLUENCER_OFFER' }));
    expect(b.status).toBe(422);
  });

  it('reports each invalid field with its message', async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await call('POST', 'offers', advertiser, {
      ...offerInput(advertiser),
      name: '',
      price: -1,
      targeting: { age_from: 13, age_to: 70, followers_from: 500, followers_to: 100, engagement_to: 101 },
      influencers_needed: 0,
      compensation: { kind: 'MONEY' },
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors.name).toEqual(['This field is required.']);
    expect(errors.price).toEqual(['Must be at least 0.']);
    expect(errors['targeting.age_from']).toEqual(['Must be at least 14.']);
    expect(errors['targeting.age_to']).toEqual(['Must be at most 65.']);
    expect(errors['targeting.engagement_to']).toEqual(['Must be at most 100.']);
    expect(errors.influencers_needed).toEqual(['Must be at least 1.']);
    expect(errors['compensation.amount']).toEqual(['This field is required.']);

    const ranges = await call('POST', 'offers', advertiser, {
      ...offerInput(advertiser),
      targeting: { age_from: 40, age_to: 20, followers_from: 500, followers_to: 100 },
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(ranges.status).toBe(400);
    expect(ranges.body.errors).toEqual({
      'targeting.age_to': ['Must not be less than the value before it.'],
      'targeting.followers_to': ['Must not be less than the value before it.'],
      ends_at: ['The end must not be before the start.'],
    });

    const unknownCategory = await call(
      'POST',
      'offers',
      advertiser,
      offerInput(advertiser, { categories: [9999] }),
    );
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body.errors).toEqual({ categories: ['Choose an existing category.'] });
  });

  it('updates only the fields given and refuses a range broken by a partial update', async () => {
    const advertiser = await buildAdvertiser(t);
    const id = await buildOffer(t, advertiser);
    const res = await call<TOffer>('PUT', `offers/${id}`, advertiser, {
      name: 'Winter campaign',
      price: null,
      categories: [3],
      status: 'PAUSED',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Winter campaign',
      price: null,
      status: 'PAUSED',
      is_visible: false,
      targeting: { age_from: 18 },
    });
    expect(res.body.categories.map((c) => c.id)).toEqual([3]);

    const period = await call('PUT', `offers/${id}`, advertiser, { starts_at: '2030-01-01T00:00:00Z' });
    expect(period.status).toBe(200);
    const broken = await call('PUT', `offers/${id}`, advertiser, { ends_at: '2029-01-01T00:00:00Z' });
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual({ ends_at: ['The end must not be before the start.'] });
  });

  it('shows an offer to others only while it is visible; the owner sees why it is unapproved', async () => {
    const advertiser = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const id = await buildOffer(t, advertiser);
    const seen = await call<TOffer>('GET', `offers/${id}`, creator);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('unapproved');
    expect((await call('GET', `offers/${id}`, null)).status).toBe(200);

    await t.database.db
      .update(offers)
      .set({ unapproved: true, unapprovedReason: 'Misleading claims' })
      .where(eq(offers.id, id));
    expect((await call('GET', `offers/${id}`, creator)).status).toBe(404);
    const own = await call<TOffer>('GET', `offers/${id}`, advertiser);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      unapproved: true,
      unapproved_reason: 'Misleading claims',
      is_visible: false,
    });
  });

  it('hides the offers of a user whose email is not confirmed', async () => {
    const advertiser = await buildAdvertiser(t, { confirmed: false });
    const creator = await buildCreator(t);
    const id = await buildOffer(t, advertiser);
    expect((await call('GET', `offers/${id}`, creator)).status).toBe(404);
    expect((await call<TOffer>('GET', `offers/${id}`, advertiser)).body.is_visible).toBe(false);
  });

  it('lists the own offers, unapproved and paused ones too, deleted ones not', async () => {
    const advertiser = await buildAdvertiser(t);
    const first = await buildOffer(t, advertiser);
    const second = await buildOffer(t, advertiser, { status: 'PAUSED' });
    await buildOffer(t, await buildAdvertiser(t));
    const list = await call('GET', 'offers', advertiser);
    expect(ZOfferList.parse(list.body).map((o) => o.offer_id)).toEqual([second, first]);
    expect((await call('DELETE', `offers/${first}`, advertiser)).status).toBe(200);
    expect(ZOfferList.parse((await call('GET', 'offers', advertiser)).body).map((o) => o.offer_id)).toEqual([
      second,
    ]);
    expect((await call('GET', `offers/${first}`, advertiser)).status).toBe(404);
    expect((await offerRow(first)).deletedAt).not.toBeNull();
  });

  it('links and unlinks categories', async () => {
    const creator = await buildCreator(t);
    const id = await buildOffer(t, creator, { categories: [] });
    const linked = await call<TOffer>('POST', 'offers/categories', creator, { offer_id: id, category_id: 5 });
    expect(linked.status).toBe(201);
    expect(linked.body.categories.map((c) => c.id)).toEqual([5]);
    const again = await call<TOffer>('POST', 'offers/categories', creator, { offer_id: id, category_id: 5 });
    expect(again.body.categories.map((c) => c.id)).toEqual([5]);
    const unknown = await call('POST', 'offers/categories', creator, { offer_id: id, category_id: 9999 });
    expect(unknown.status).toBe(422);
    const unlinked = await call<TOffer>('DELETE', `offers/categories/5?offer_id=${id}`, creator);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.categories).toEqual([]);
    expect((await call('DELETE', `offers/categories/5?offer_id=${id}`, creator)).status).toBe(404);
  });

  it("refuses every write on another user's offer and changes nothing", async () => {
    const owner = await buildAdvertiser(t);
    const other = await buildAdvertiser(t);
    const id = await buildOffer(t, owner, { categories: [1] });
    const before = await offerRow(id);
    const writes = [
      await call('PUT', `offers/${id}`, other, { name: 'Taken over' }),
      await call('DELETE', `offers/${id}`, other),
      await call('POST', 'offers/categories', other, { offer_id: id, category_id: 4 }),
      await call('DELETE', `offers/categories/1?offer_id=${id}`, other),
    ];
    expect(writes.map((w) => w.status)).toEqual([404, 404, 404, 404]);
    const after = await call<TOffer>('GET', `offers/${id}`, owner);
    expect(after.body.name).toBe(before.name);
    expect(after.body.categories.map((c) => c.id)).toEqual([1]);
    expect((await offerRow(id)).deletedAt).toBeNull();
  });

  it('requires a token to write and answers 400 for a bad id', async () => {
    expect((await call('POST', 'offers', null, {})).status).toBe(401);
    const advertiser = await buildAdvertiser(t);
    expect((await call('PUT', 'offers/abc', advertiser, {})).status).toBe(400);
    expect((await call('GET', 'offers/99999999999', advertiser)).status).toBe(400);
  });

  it('stops an offer past its period by itself', async () => {
    const advertiser = await buildAdvertiser(t);
    const id = await buildOffer(t, advertiser, { ends_at: '2099-01-01T00:00:00Z' });
    await t.database.db
      .update(offers)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, id));
    expect((await call('GET', `offers/${id}`, await buildCreator(t))).status).toBe(404);
    expect(await stopExpiredOffers(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await offerRow(id)).status).toBe('STOPPED');
    expect(await stopExpiredOffers(t.database.db)).toBe(0);
  });
});
