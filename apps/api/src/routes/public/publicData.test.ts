import { describe, expect, it } from 'vitest';
import { ZPublicData } from '@spona/contracts';
import { socialAccounts } from '../../db/schema';
import { bearer, buildAccount, signIn, unique } from '../../testing/accounts';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

describe('GET public/data', () => {
  it('answers the six locations of SPEC §3 and the categories, named in the asked language', async () => {
    const res = await fetch(`${t.api}/public/data`, { headers: { 'App-language': 'en' } });
    expect(res.status).toBe(200);
    const body = ZPublicData.parse(await res.json());
    expect(body.locale).toBe('en');
    expect(body.locations.map((l) => [l.id, l.name])).toEqual([
      [1, 'Croatia'],
      [2, 'Serbia'],
      [3, 'Bosnia and Herzegovina'],
      [4, 'Slovenia'],
      [5, 'Montenegro'],
      [6, 'Macedonia'],
    ]);
    expect(body.categories.length).toBeGreaterThan(5);
    expect(body.networks.map((n) => n.slug)).toContain('instagram');
  });

  it('replies with Croatian names and locale for a Croatian browser', async () => {
    const res = await fetch(`${t.api}/public/data`, { headers: { 'Accept-Language': 'hr-HR,hr;q=0.9' } });
    const body = ZPublicData.parse(await res.json());
    expect(body.locale).toBe('hr');
    expect(body.locations[0]?.name).toBe('Hrvatska');
  });

  it('counts nothing on an empty marketplace', async () => {
    const body = ZPublicData.parse(await (await fetch(`${t.api}/public/data`)).json());
    expect(body.counters).toEqual({ followers: 0, influencers: 0, offers: 0 });
  });

  it('counts the followers, creators and offers others may see, and nothing else', async () => {
    const counters = async () =>
      ZPublicData.parse(await (await fetch(`${t.api}/public/data`)).json()).counters;
    const before = await counters();
    const account = async (creator: Actor, followers: number, verification = 'UNVERIFIED' as const) =>
      t.database.db.insert(socialAccounts).values({
        userId: creator.id,
        networkId: 1,
        username: `acc_${unique()}`,
        followers,
        verification,
      });
    const shown = await buildCreator(t);
    await account(shown, 12_000);
    await t.database.db.insert(socialAccounts).values({
      userId: shown.id,
      networkId: 2,
      username: `acc_${unique()}`,
      followers: 500,
      verification: 'DELETING',
    });
    const unapproved = await buildCreator(t, { unapproved: true });
    await account(unapproved, 90_000);
    const deleted = await buildCreator(t, { deletedAt: new Date() });
    await account(deleted, 70_000);
    const advertiser = await buildAdvertiser(t);
    await buildOffer(t, advertiser);
    await buildOffer(t, shown);
    await buildOffer(t, advertiser, { status: 'PAUSED' });
    const unconfirmed = await buildAdvertiser(t, { confirmed: false });
    await buildOffer(t, unconfirmed).catch(() => undefined);

    expect(await counters()).toEqual({
      followers: before.followers + 12_000,
      influencers: before.influencers + 1,
      offers: before.offers + 2,
    });
  });

  it("answers a signed-in user's saved language, whatever the browser sent (SPEC §1 refinement)", async () => {
    const account = await buildAccount(t, { preferred_language: 'en' });
    const { access_token } = await signIn(t, account.username, account.password);
    const res = await fetch(`${t.api}/public/data`, {
      headers: { ...bearer(access_token), 'App-language': 'hr' },
    });
    expect(ZPublicData.parse(await res.json()).locale).toBe('en');
  });
});

describe('reference collections', () => {
  it('lists categories, locations and networks', async () => {
    for (const name of ['categories', 'locations', 'networks']) {
      const res = await fetch(`${t.api}/${name}`, { headers: { 'App-language': 'hr' } });
      expect(res.status).toBe(200);
      const list = (await res.json()) as unknown[];
      expect(list.length).toBeGreaterThan(0);
    }
  });
});
