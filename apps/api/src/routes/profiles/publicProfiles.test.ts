import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZPublicAgency, ZPublicInfluencer } from '@spona/contracts';
import { arrangements, profileViews, reviews } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

async function viewsOf(profileUserId: number) {
  return t.database.db.select().from(profileViews).where(eq(profileViews.profileUserId, profileUserId));
}

describe('public profiles', () => {
  it('show a creator: information, services, categories, networks, shown portfolio items, ratings', async () => {
    const creator = await buildCreator(t, { description: 'Food', gender: 'FEMALE', age: 25 });
    const advertiser = await buildAdvertiser(t);
    await call('POST', 'influencers/categories', creator, { user_id: creator.id, category_id: 2 });
    await call('POST', 'influencers/social', creator, {
      network: 'instagram',
      username: `ana_${creator.id}`,
      followers: 5000,
    });
    await call('POST', 'influencers/portfolio', creator, {
      advertiser_name: 'Shown',
      type: 'LINK',
      link: 'https://example.com/a',
    });
    await call('POST', 'influencers/portfolio', creator, {
      advertiser_name: 'Hidden',
      type: 'LINK',
      link: 'https://example.com/b',
      show_on_profile: false,
    });
    const service = await buildOffer(t, creator);
    await buildOffer(t, creator, { status: 'PAUSED' });
    const [arrangement] = await t.database.db
      .insert(arrangements)
      .values({
        offerId: service,
        requesterId: advertiser.id,
        receiverId: creator.id,
        messageKey: 'Abcd1234',
      })
      .returning();
    await t.database.db.insert(reviews).values({
      arrangementId: arrangement!.id,
      reviewerId: advertiser.id,
      revieweeId: creator.id,
      rating: 4,
      comment: 'Great',
    });

    const res = await call('GET', `public/influencers/${creator.id}?force_refresh=true`, null);
    expect(res.status).toBe(200);
    const profile = ZPublicInfluencer.parse(res.body);
    expect(profile).toMatchObject({
      id: creator.id,
      first_name: 'Ana',
      description: 'Food',
      initials: 'AH',
      initials_url: '/assets/static/initials/AH.jpeg',
      image_url: null,
      followers_count: 5000,
      is_own_profile: false,
    });
    expect(res.body).not.toHaveProperty('email');
    expect(profile.categories.map((c) => c.id)).toEqual([2]);
    expect(profile.social_accounts).toMatchObject([{ verification: 'UNVERIFIED', followers: 5000 }]);
    expect(profile.social_accounts[0]).not.toHaveProperty('verification_code');
    expect(profile.portfolio.map((p) => p.advertiser_name)).toEqual(['Shown']);
    expect(profile.offers.map((o) => o.offer_id)).toEqual([service]);
    expect(profile.ratings).toMatchObject({ average: 4, count: 1, latest: [{ comment: 'Great' }] });
  });

  it('show an advertiser with their visible offers', async () => {
    const advertiser = await buildAdvertiser(t);
    const offer = await buildOffer(t, advertiser);
    const res = await call('GET', `public/agencies/${advertiser.id}`, await buildCreator(t));
    const profile = ZPublicAgency.parse(res.body);
    expect(profile).toMatchObject({
      company: 'Spona d.o.o.',
      ratings: { average: null, count: 0, latest: [] },
    });
    expect(profile.offers.map((o) => o.offer_id)).toEqual([offer]);
    expect((await call('GET', `public/influencers/${advertiser.id}`, null)).status).toBe(404);
  });

  it('hide unapproved and deleted users from everyone', async () => {
    const unapproved = await buildCreator(t, { unapproved: true });
    const deleted = await buildAdvertiser(t, { deletedAt: new Date() });
    expect((await call('GET', `public/influencers/${unapproved.id}`, null)).status).toBe(404);
    expect((await call('GET', `public/agencies/${deleted.id}`, await buildCreator(t))).status).toBe(404);
    expect((await call('GET', 'public/agencies/0', null)).status).toBe(400);
  });

  it("count one view per viewer per day, never the owner's own", async () => {
    const creator = await buildCreator(t);
    const advertiser = await buildAdvertiser(t);
    await call('GET', `public/influencers/${creator.id}`, creator);
    await call('GET', `public/influencers/${creator.id}`, null);
    expect(await viewsOf(creator.id)).toHaveLength(0);
    const own = await call('GET', `public/influencers/${creator.id}`, creator);
    expect(own.body.is_own_profile).toBe(true);
    await Promise.all([
      call('GET', `public/influencers/${creator.id}`, advertiser),
      call('GET', `public/influencers/${creator.id}`, advertiser),
    ]);
    const views = await viewsOf(creator.id);
    expect(views).toHaveLength(1);
    expect(views[0]!.viewerId).toBe(advertiser.id);
  });
});
