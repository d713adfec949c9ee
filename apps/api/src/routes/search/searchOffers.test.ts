import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP, type TOfferSearchResult } from '@spona/contracts';
import { offers, users } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer, type Actor, searchWord } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const search = (query: string, who: Actor | null = null) =>
  t.call<TOfferSearchResult>('GET', `search/offers?${query}`, who);

const idsOf = (res: { body: TOfferSearchResult }) => res.body.data.map((o) => o.offer_id);
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
const setOffer = (id: number, values: Partial<typeof offers.$inferInsert>) =>
  t.database.db.update(offers).set(values).where(eq(offers.id, id));
const setUser = (id: number, values: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(values).where(eq(users.id, id));

describe('GET search/offers', () => {
  it('finds offers by name, description, city and category, ignoring accents and a typo', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const named = await buildOffer(t, advertiser, { name: `Kampanja ${word} Čačak` });
    const described = await buildOffer(t, advertiser, { name: 'Other', description_en: `Described ${word}` });
    expect(idsOf(await search(`text=${word} cacak`))).toEqual([named]);
    expect(idsOf(await search(`text=described ${word}`))[0]).toBe(described);
    const typo = `${word.slice(0, 4)}x${word.slice(5)}`;
    expect(idsOf(await search(`text=kampanja ${typo}`))).toContain(named);
    const anonymous = await search(`text=${word}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data[0]).toMatchObject({
      owner: { id: advertiser.id },
      categories: expect.any(Array),
    });
  });

  it('finds an offer by one mistyped name word as soon as it is named, and under its new name once renamed', async () => {
    // One word within a typo is looked up in the word lists of migration 0014, kept by triggers.
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const offer = await buildOffer(t, advertiser, { name: `Snimanje ${word}` });
    const typoOf = (text: string) => `${text.slice(0, 4)}${text.slice(5)}`;
    expect(idsOf(await search(`text=${typoOf(word)}`))).toEqual([offer]);
    const renamed = searchWord();
    await setOffer(offer, { name: `Snimanje ${renamed}` });
    expect(idsOf(await search(`text=${typoOf(renamed)}`))).toEqual([offer]);
    expect(idsOf(await search(`text=${typoOf(word)}`))).not.toContain(offer);
  });

  it('finds an offer whose city or category was mistyped, by its corrected spelling', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const inDubrovnik = await buildOffer(t, advertiser, {
      name: `Ljeto ${word}`,
      targeting: { city: 'Dubrovnik' },
    });
    const res = await search(`text=${word} dubrovnk`);
    expect(idsOf(res)).toEqual([inDubrovnik]);
    expect(res.body.corrected_text).toBe(`${word} dubrovnik`);
  });

  it('filters by type, categories, location and featured; sorts by date and price both ways', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const cheap = await buildOffer(t, advertiser, { name: word, price: 10, categories: [3] });
    const dear = await buildOffer(t, advertiser, {
      name: word,
      price: 500,
      categories: [5],
      targeting: { location_id: 2 },
    });
    const agreed = await buildOffer(t, advertiser, { name: word, price: null, categories: [] });
    const service = await buildOffer(t, creator, { name: word, price: 50, categories: [3] });
    await setOffer(dear, { featured: true });
    await setOffer(cheap, { createdAt: new Date(Date.now() - 60_000) });
    expect(sorted(idsOf(await search(`text=${word}&type=INFLUENCER_OFFER`)))).toEqual([service]);
    expect(sorted(idsOf(await search(`text=${word}&type=ADVERTISER_OFFER`)))).toEqual(
      sorted([cheap, dear, agreed]),
    );
    expect(sorted(idsOf(await search(`text=${word}&categories=3`)))).toEqual(sorted([cheap, service]));
    expect(sorted(idsOf(await search(`text=${word}&categories=5,3`)))).toEqual(
      sorted([cheap, dear, service]),
    );
    expect(idsOf(await search(`text=${word}&location_id=2`))).toEqual([dear]);
    expect(idsOf(await search(`text=${word}&featured=true`))).toEqual([dear]);
    expect(idsOf(await search(`text=${word}&sort=price`))).toEqual([cheap, service, dear, agreed]);
    expect(idsOf(await search(`text=${word}&sort=price&order=desc`))).toEqual([dear, service, cheap, agreed]);
    const byDate = idsOf(await search(`text=${word}&sort=date`));
    expect(byDate[byDate.length - 1]).toBe(cheap);
    expect(idsOf(await search(`text=${word}&sort=date&order=asc`))[0]).toBe(cheap);
    // With text and no sort the best match comes first; a featured one wins a tie.
    expect(idsOf(await search(`text=${word}`))[0]).toBe(dear);
    const page = await search(`text=${word}&skip=3&limit=2`);
    expect(page.body).toMatchObject({ total: 4 });
    expect(page.body.data).toHaveLength(1);
    expect((await search(`text=${word}&skip=40`)).body).toEqual({ data: [], total: 4 });
  });

  it('hides unapproved, paused, stopped, expired, not yet started, deleted offers and those of unconfirmed, unapproved or deleted owners, until the reason goes away', async () => {
    const word = searchWord();
    const advertiser = await buildAdvertiser(t);
    const offer = await buildOffer(t, advertiser, { name: word });
    const found = async () => idsOf(await search(`text=${word}`)).includes(offer);
    expect(await found()).toBe(true);
    const hidingOffer: [Partial<typeof offers.$inferInsert>, Partial<typeof offers.$inferInsert>][] = [
      [{ unapproved: true }, { unapproved: false }],
      [{ status: 'PAUSED' }, { status: 'ACTIVE' }],
      [{ status: 'STOPPED' }, { status: 'ACTIVE' }],
      [{ endsAt: new Date(Date.now() - 1000) }, { endsAt: null }],
      [{ startsAt: new Date(Date.now() + 86_400_000) }, { startsAt: null }],
      [{ deletedAt: new Date() }, { deletedAt: null }],
    ];
    for (const [hide, show] of hidingOffer) {
      await setOffer(offer, hide);
      expect(await found(), JSON.stringify(hide)).toBe(false);
      await setOffer(offer, show);
      expect(await found(), JSON.stringify(show)).toBe(true);
    }
    const hidingOwner: [Partial<typeof users.$inferInsert>, Partial<typeof users.$inferInsert>][] = [
      [{ emailVerifiedAt: null }, { emailVerifiedAt: new Date() }],
      [{ unapproved: true }, { unapproved: false }],
      [{ deletedAt: new Date() }, { deletedAt: null }],
    ];
    for (const [hide, show] of hidingOwner) {
      await setUser(advertiser.id, hide);
      expect(await found(), JSON.stringify(hide)).toBe(false);
      expect((await search(`text=${word}`)).body.total).toBe(0);
      await setUser(advertiser.id, show);
      expect(await found(), JSON.stringify(show)).toBe(true);
    }
  });

  it('answers 400 to bad parameters and ignores empty ones', async () => {
    for (const query of ['type=BANNER', 'sort=rating', 'skip=-3', 'limit=x', 'categories=0', 'featured=2']) {
      expect((await search(query)).status, query).toBe(400);
    }
    const empty = await search('text=&type=&categories=&location_id=&featured=&sort=&order=&skip=&limit=');
    expect(empty.status).toBe(200);
    expect(empty.body.data.length).toBeLessThanOrEqual(10);
  });
});

describe('GET search/offers, a misspelled word that names more than a thousand offers', () => {
  // Enough matches of one text score for the walk of domain/search/rankedOfferTextSearch.ts.
  const COUNT = 1_200;

  it('ranks them as ranking every match would (featured, then newest), counts up to the cap, and hides the hidden', async () => {
    const word = `Recenzij${searchWord().slice(0, 5)}`;
    const advertiser = await buildAdvertiser(t);
    const start = Date.now() - 1000 * 60 * 60 * 24;
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      userId: advertiser.id,
      type: 'ADVERTISER_OFFER' as const,
      name: `${word} ${i}`,
      featured: i % 9 === 0,
      status: i % 50 === 1 ? ('PAUSED' as const) : ('ACTIVE' as const),
      unapproved: i % 50 === 2,
      // Spread over a day; a few share a moment, so the id decides between them.
      createdAt: new Date(start + Math.floor(i / 3) * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(offers).values(rows.slice(i, i + 500));
    const { rows: expected } = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM offers WHERE name LIKE ${`${word} %`} AND status = 'ACTIVE' AND NOT unapproved
          ORDER BY featured DESC, created_at DESC, id DESC`,
    );
    const best = expected.map((row) => Number(row.id));
    expect(best.length).toBe(COUNT - 48);

    // One letter left out: all within a typo, with one text score.
    const typo = word.slice(0, 4) + word.slice(5);
    const first = await search(`text=${typo}&limit=20`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(SEARCH_TOTAL_CAP);
    expect(idsOf(first)).toEqual(best.slice(0, 20));
    expect(idsOf(await search(`text=${typo}&skip=20&limit=20`))).toEqual(best.slice(20, 40));
    // A deep page is ranked in full rather than walked: the same order.
    expect(idsOf(await search(`text=${typo}&skip=1100&limit=20`))).toEqual(best.slice(1100, 1120));
    // The owner hidden: none of them.
    await setUser(advertiser.id, { unapproved: true });
    expect((await search(`text=${typo}`)).body).toMatchObject({ data: [], total: 0 });
  });
});
