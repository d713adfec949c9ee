import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MAX_CREATORS,
  CAMPAIGN_NAME_MAX_LENGTH,
  ZCampaign,
  ZCampaignList,
  type TCampaign,
  type TCampaignList,
} from '@spona/contracts';
import { campaignCreators, campaigns, offers, users } from '../../db/schema';
import { newMessageKey } from '../../domain/campaigns/manageCampaigns';
import { buildCampaign, buildPricedCreator } from '../../testing/campaigns';
import { buildAdvertiser, buildCreator, buildOffer, buildUser } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const campaignsOf = (ownerId: number) =>
  t.database.db.select().from(campaigns).where(eq(campaigns.ownerId, ownerId));
const membersOf = (campaignId: number) =>
  t.database.db.select().from(campaignCreators).where(eq(campaignCreators.campaignId, campaignId));

describe('the campaign builder', () => {
  it('builds a campaign: creators on priced services, the total against the budget and the reach', async () => {
    const advertiser = await buildAdvertiser(t);
    const iva = await buildPricedCreator(t, { price: 300, followers: 12_000 });
    const luka = await buildPricedCreator(t, { price: 450.5, firstName: 'Luka', followers: 60_000 });
    const campaign = await buildCampaign(t, advertiser, [iva, luka]);
    expect(ZCampaign.parse(campaign)).toMatchObject({
      name: 'Summer launch',
      brief: 'Show our new summer collection in one reel, please.',
      starts_on: '2099-06-01',
      ends_on: '2099-06-30',
      budget: 1000,
      status: 'DRAFT',
      sent_at: null,
      totals: {
        price: 750.5,
        budget: 1000,
        remaining: 249.5,
        is_over_budget: false,
        has_guide_prices: false,
        reach: 72_000,
        spend: 0,
      },
    });
    expect(campaign.creators).toEqual([
      expect.objectContaining({
        creator: expect.objectContaining({ id: iva.creator.id, first_name: 'Iva', followers_count: 12_000 }),
        offer: { offer_id: iva.offerId, name: 'Reel by Iva', price: 300 },
        guide_price: 50,
        counted_price: 300,
        blocked: null,
        arrangement: null,
      }),
      expect.objectContaining({ guide_price: 85, counted_price: 450.5 }),
    ]);

    // The same creator again moves them to another of their services.
    const story = await buildOffer(t, iva.creator, { name: 'Story', price: 800 });
    const moved = await t.call<TCampaign>('POST', `campaigns/${campaign.id}/creators`, advertiser, {
      user_id: iva.creator.id,
      offer_id: story,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.creators[0]!.offer).toMatchObject({ offer_id: story, price: 800 });
    expect(moved.body.totals).toMatchObject({ price: 1250.5, remaining: -250.5, is_over_budget: true });

    const removed = await t.call<TCampaign>(
      'DELETE',
      `campaigns/${campaign.id}/creators/${luka.creator.id}`,
      advertiser,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.creators.map((c) => c.creator.id)).toEqual([iva.creator.id]);
    expect(
      (await t.call('DELETE', `campaigns/${campaign.id}/creators/${luka.creator.id}`, advertiser)).status,
    ).toBe(200);

    const changed = await t.call<TCampaign>('PUT', `campaigns/${campaign.id}`, advertiser, {
      name: 'Summer launch 2099',
      budget: null,
      ends_on: '2099-07-15',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Summer launch 2099',
      brief: 'Show our new summer collection in one reel, please.',
      starts_on: '2099-06-01',
      ends_on: '2099-07-15',
      budget: null,
      totals: { price: 800, remaining: null, is_over_budget: false },
    });
    const list = await t.call<TCampaignList>('GET', 'campaigns', advertiser);
    expect(ZCampaignList.parse(list.body).data).toEqual([
      expect.objectContaining({
        id: campaign.id,
        name: 'Summer launch 2099',
        creator_count: 1,
        status: 'DRAFT',
      }),
    ]);
    expect((await t.call<TCampaign>('GET', `campaigns/${campaign.id}`, advertiser)).body).toEqual(
      changed.body,
    );
  });

  it('counts the SPEC §9 guide price for a creator whose service lost its price, and says they cannot receive it', async () => {
    const advertiser = await buildAdvertiser(t);
    const big = await buildPricedCreator(t, { price: 500, followers: 150_000 });
    const campaign = await buildCampaign(t, advertiser, [big], { budget: 100 });
    await t.database.db.update(offers).set({ price: null }).where(eq(offers.id, big.offerId));
    const res = await t.call<TCampaign>('GET', `campaigns/${campaign.id}`, advertiser);
    expect(res.body.creators[0]).toMatchObject({
      offer: { price: null },
      guide_price: 270,
      counted_price: 270,
      blocked: { reason: 'NOT_PRICED', message: 'This service no longer has a price.' },
    });
    expect(res.body.totals).toMatchObject({ price: 270, has_guide_prices: true, is_over_budget: true });
  });

  it('shows nobody a creator flagged unapproved (SPEC §4), in a draft campaign neither', async () => {
    const advertiser = await buildAdvertiser(t);
    const kept = await buildPricedCreator(t, { price: 100 });
    const flagged = await buildPricedCreator(t, { price: 200 });
    const campaign = await buildCampaign(t, advertiser, [kept, flagged]);
    await t.database.db.update(users).set({ unapproved: true }).where(eq(users.id, flagged.creator.id));
    const res = await t.call<TCampaign>('GET', `campaigns/${campaign.id}`, advertiser);
    expect(res.status).toBe(200);
    expect(res.body.creators.map((entry) => entry.creator.id)).toEqual([kept.creator.id]);
    expect(res.body.totals).toMatchObject({ price: 100 });
  });

  it('refuses a service without a price (SPEC §5), another creator’s service and non-creators, adding nothing', async () => {
    const advertiser = await buildAdvertiser(t);
    const iva = await buildPricedCreator(t);
    const luka = await buildPricedCreator(t, { firstName: 'Luka' });
    const unpriced = await buildOffer(t, iva.creator, { name: 'As agreed', price: null });
    const theirOffer = await buildOffer(t, advertiser);
    const campaign = await buildCampaign(t, advertiser);
    const cases: [Record<string, number>, Record<string, string[]>][] = [
      [
        { user_id: iva.creator.id, offer_id: unpriced },
        { offer_id: ['This service has no price, so it cannot be added to a campaign.'] },
      ],
      [
        { user_id: iva.creator.id, offer_id: luka.offerId },
        { offer_id: ["Choose one of this creator's services."] },
      ],
      [{ user_id: advertiser.id, offer_id: theirOffer }, { user_id: ['Choose a creator for the campaign.'] }],
      [
        { user_id: 2_000_000_000, offer_id: iva.offerId },
        { user_id: ['Choose a creator for the campaign.'] },
      ],
      [
        { user_id: iva.creator.id, offer_id: 2_000_000_000 },
        { offer_id: ["Choose one of this creator's services."] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await t.call('POST', `campaigns/${campaign.id}/creators`, advertiser, body);
      expect([body, res.status, res.body.errors]).toEqual([body, 422, errors]);
    }
    await t.database.db.update(offers).set({ status: 'PAUSED' }).where(eq(offers.id, luka.offerId));
    const paused = await t.call('POST', `campaigns/${campaign.id}/creators`, advertiser, {
      user_id: luka.creator.id,
      offer_id: luka.offerId,
    });
    expect(paused.status).toBe(422);
    expect(await membersOf(campaign.id)).toEqual([]);
  });

  it('keeps campaigns private: another advertiser gets 404, a creator 403, anonymous 401', async () => {
    const owner = await buildAdvertiser(t);
    const other = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const iva = await buildPricedCreator(t);
    const campaign = await buildCampaign(t, owner, [iva]);
    const calls: [string, string, unknown?][] = [
      ['GET', `campaigns/${campaign.id}`],
      ['PUT', `campaigns/${campaign.id}`, { name: 'Taken over' }],
      ['POST', `campaigns/${campaign.id}/creators`, { user_id: iva.creator.id, offer_id: iva.offerId }],
      ['DELETE', `campaigns/${campaign.id}/creators/${iva.creator.id}`],
      ['POST', `campaigns/${campaign.id}/send`, {}],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await t.call(method, path, other, body)).status]).toEqual([method, path, 404]);
    }
    for (const [method, path, body] of [
      ...calls,
      ['GET', 'campaigns'],
      ['POST', 'campaigns', { name: 'Mine' }],
    ]) {
      const asCreator = await t.call(method as string, path as string, creator, body);
      expect([method, path, asCreator.status, asCreator.body.message]).toEqual([
        method,
        path,
        403,
        'Only advertiser accounts build campaigns.',
      ]);
      expect((await t.call(method as string, path as string, null, body)).status).toBe(401);
    }
    expect((await t.call<TCampaignList>('GET', 'campaigns', other)).body.data).toEqual([]);
    expect(await campaignsOf(owner.id)).toMatchObject([{ name: 'Summer launch', status: 'DRAFT' }]);
    expect(await campaignsOf(creator.id)).toEqual([]);
    expect(await membersOf(campaign.id)).toHaveLength(1);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const advertiser = await buildAdvertiser(t);
    const campaign = await buildCampaign(t, advertiser);
    const bad: [string, string, unknown, string][] = [
      ['POST', 'campaigns', {}, 'name'],
      ['POST', 'campaigns', { name: ' ' }, 'name'],
      ['POST', 'campaigns', { name: 'x'.repeat(CAMPAIGN_NAME_MAX_LENGTH + 1) }, 'name'],
      ['POST', 'campaigns', { name: 'A', brief: 'Hi\u0000' }, 'brief'],
      ['POST', 'campaigns', { name: 'A', budget: -1 }, 'budget'],
      ['POST', 'campaigns', { name: 'A', budget: '100' }, 'budget'],
      ['POST', 'campaigns', { name: 'A', starts_on: '2099-02-30' }, 'starts_on'],
      // PostgreSQL has no year 0.
      ['POST', 'campaigns', { name: 'A', starts_on: '0000-01-01' }, 'starts_on'],
      ['PUT', `campaigns/${campaign.id}`, { ends_on: '0000-12-31' }, 'ends_on'],
      ['POST', 'campaigns', { name: 'A', starts_on: '2099-06-10', ends_on: '2099-06-01' }, 'ends_on'],
      ['PUT', `campaigns/${campaign.id}`, { name: '' }, 'name'],
      ['PUT', `campaigns/${campaign.id}`, { budget: 1e12 }, 'budget'],
      ['POST', `campaigns/${campaign.id}/creators`, { user_id: 1 }, 'offer_id'],
      ['POST', `campaigns/${campaign.id}/creators`, { user_id: '1', offer_id: 1 }, 'user_id'],
      ['POST', `campaigns/${campaign.id}/send`, [], '_'],
    ];
    for (const [method, path, body, field] of bad) {
      const res = await t.call<{ errors: Record<string, string[]> }>(method, path, advertiser, body);
      const label = `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect([label, res.status, Object.keys(res.body.errors ?? {})]).toEqual([label, 400, [field]]);
    }
    expect((await t.call('GET', 'campaigns/0', advertiser)).status).toBe(400);
    expect((await t.call('DELETE', `campaigns/${campaign.id}/creators/x`, advertiser)).status).toBe(400);
    // The period is checked against the dates kept too.
    const late = await t.call('PUT', `campaigns/${campaign.id}`, advertiser, { starts_on: '2099-07-01' });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ ends_on: ['The end must not be before the start.'] });
    expect(await campaignsOf(advertiser.id)).toMatchObject([
      { name: 'Summer launch', startsOn: '2099-06-01', endsOn: '2099-06-30', budget: 1000 },
    ]);
    expect(await membersOf(campaign.id)).toEqual([]);
  });
  it(`takes at most ${CAMPAIGN_MAX_CREATORS} creators`, async () => {
    const advertiser = await buildAdvertiser(t);
    const campaign = await buildCampaign(t, advertiser);
    const members = [];
    for (let i = 0; i < CAMPAIGN_MAX_CREATORS; i += 1) {
      const creator = await buildUser(t, 'INFLUENCER');
      const [offer] = await t.database.db
        .insert(offers)
        .values({ userId: creator.id, type: 'INFLUENCER_OFFER', name: 'Reel', price: 10 })
        .returning();
      members.push({
        campaignId: campaign.id,
        creatorId: creator.id,
        offerId: offer!.id,
        messageKey: newMessageKey(),
      });
    }
    await t.database.db.insert(campaignCreators).values(members);
    const one = await buildPricedCreator(t);
    const res = await t.call('POST', `campaigns/${campaign.id}/creators`, advertiser, {
      user_id: one.creator.id,
      offer_id: one.offerId,
    });
    expect([res.status, res.body.message]).toEqual([
      422,
      `A campaign takes at most ${CAMPAIGN_MAX_CREATORS} creators.`,
    ]);
    expect(await membersOf(campaign.id)).toHaveLength(CAMPAIGN_MAX_CREATORS);
  });
});
