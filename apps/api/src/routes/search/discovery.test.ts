import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAgencySearchResult, TFeaturedResult, TTopResult } from '@spona/contracts';
import { offers, users } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer, searchWord } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

describe('GET public/agencies', () => {
  it('finds visible advertisers by company and name, sorted by rank, name or date, without a token', async () => {
    const word = searchWord();
    const zeta = await buildAdvertiser(t, { company: `Zeta ${word}` });
    const alfa = await buildAdvertiser(t, { company: `Alfa ${word}`, featured: true });
    await buildAdvertiser(t, { company: `Hidden ${word}`, unapproved: true });
    await buildCreator(t, { company: `Creator ${word}` });
    const get = (q: string) => t.call<TAgencySearchResult>('GET', `public/agencies?${q}`, null);
    const ranked = await get(`text=${word}`);
    expect(ranked.status).toBe(200);
    expect(ranked.body.total).toBe(2);
    expect(ranked.body.data.map((a) => a.id)).toEqual([alfa.id, zeta.id]);
    expect(ranked.body.data[0]).toMatchObject({ company: `Alfa ${word}`, featured: true });
    expect((await get(`text=${word}&sort=name`)).body.data.map((a) => a.id)).toEqual([alfa.id, zeta.id]);
    expect((await get(`text=${word}&sort=name&order=desc`)).body.data.map((a) => a.id)).toEqual([
      zeta.id,
      alfa.id,
    ]);
    expect((await get(`text=${word}&sort=date`)).body.data.map((a) => a.id)).toEqual([alfa.id, zeta.id]);
    expect((await get(`text=${word}&featured=false`)).body.data.map((a) => a.id)).toEqual([zeta.id]);
    expect((await get('sort=followers')).status).toBe(400);
  });
});

describe('GET public/featured and public/top', () => {
  it('show featured creators and offers, and the best-ranked creators, only visible ones', async () => {
    const star = await buildCreator(t, { featured: true, imageFile: 'star.webp' });
    const hidden = await buildCreator(t, { featured: true, unapproved: true });
    const advertiser = await buildAdvertiser(t);
    const offer = await buildOffer(t, advertiser, { name: 'Featured campaign' });
    const paused = await buildOffer(t, advertiser, { name: 'Paused campaign', status: 'PAUSED' });
    await t.database.db.update(offers).set({ featured: true }).where(eq(offers.id, offer));
    await t.database.db.update(offers).set({ featured: true }).where(eq(offers.id, paused));
    const featured = await t.call<TFeaturedResult>('GET', 'public/featured', null);
    expect(featured.status).toBe(200);
    const creatorIds = featured.body.creators.map((c) => c.id);
    expect(creatorIds).toContain(star.id);
    expect(creatorIds).not.toContain(hidden.id);
    const offerIds = featured.body.offers.map((o) => o.offer_id);
    expect(offerIds).toContain(offer);
    expect(offerIds).not.toContain(paused);

    const top = await t.call<TTopResult>('GET', 'public/top', null);
    expect(top.status).toBe(200);
    expect(top.body.data[0]!.id).toBe(star.id);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, star.id));
    const after = await t.call<TTopResult>('GET', 'public/top', null);
    expect(after.body.data.map((c) => c.id)).not.toContain(star.id);
  });
});
