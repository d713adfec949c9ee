import { describe, expect, it } from 'vitest';
import type { TOfferCreate, TRecommendations } from '@spona/contracts';
import { influencerCategories } from '../../db/schema';
import { newMessageKey } from '../../testing/arrangements';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/** Issue 20 item 4: GET recommendations ranks what fits and leaves out what does not. */
const t = useTestServer();

const targeting = (over: Partial<TOfferCreate['targeting']> = {}): TOfferCreate['targeting'] => ({
  gender: 'ANY',
  age_from: 18,
  age_to: 35,
  location_id: 1,
  city: 'Zagreb',
  followers_from: 10_000,
  followers_to: 50_000,
  ...over,
});

async function fittingCreator(): Promise<Actor> {
  const creator = await buildCreator(t, { locationId: 1, city: 'Zagreb', followersCount: 20_000 });
  await t.database.db.insert(influencerCategories).values([
    { userId: creator.id, categoryId: 1 },
    { userId: creator.id, categoryId: 2 },
  ]);
  return creator;
}

describe('recommendations', () => {
  it('recommends a creator the offers that fit them best first, leaving out the unfit and the requested', async () => {
    const creator = await fittingCreator();
    const advertiser = await buildAdvertiser(t);
    const offer = (name: string, categories: number[], over: Partial<TOfferCreate['targeting']> = {}) =>
      buildOffer(t, advertiser, { name, categories, targeting: targeting(over) });
    const best = await offer('Best', [1, 2]);
    const otherCity = await offer('Other city', [1, 2], { city: 'Split' });
    const halfCategories = await offer('Half the categories', [1, 3]);
    const unfit = [
      await offer('Another country', [1, 2], { location_id: 2 }),
      await offer('Too few followers', [1, 2], { followers_from: 100_000, followers_to: 200_000 }),
      await offer('Other categories', [5]),
    ];
    const requested = await offer('Already requested', [1, 2]);
    const request = await t.call('POST', 'arrangements/new', creator, {
      user_id: advertiser.id,
      offer_id: requested,
      content: 'I would love to.',
      message_key: newMessageKey(),
      type: 'ADVERTISER_OFFER',
    });
    expect(request.status).toBe(201);

    const res = await t.call<TRecommendations>('GET', 'recommendations', creator);
    expect(res.status).toBe(200);
    const ids = res.body.offers.map((r) => r.offer.offer_id);
    expect(ids).toEqual([best, otherCity, halfCategories]);
    for (const id of [...unfit, requested]) expect(ids).not.toContain(id);
    const scores = res.body.offers.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.creators).toEqual([]);
  });

  it('recommends an advertiser the creators that fit their offers, each with the offer they fit best', async () => {
    const creator = await fittingCreator();
    const advertiser = await buildAdvertiser(t);
    await buildOffer(t, advertiser, { name: 'Half', categories: [1, 3], targeting: targeting() });
    const best = await buildOffer(t, advertiser, {
      name: 'Best',
      categories: [1, 2],
      targeting: targeting(),
    });
    const res = await t.call<TRecommendations>('GET', 'recommendations', advertiser);
    expect(res.status).toBe(200);
    const mine = res.body.creators.find((r) => r.creator.id === creator.id);
    expect(mine?.offer_id).toBe(best);
    expect(res.body.offers).toEqual([]);
  });
});
