import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_CAP,
  type TCreatorSearchResult,
} from '@spona/contracts';
import { influencerCategories, socialAccounts, users } from '../../db/schema';
import { unique } from '../../testing/accounts';
import { buildAdvertiser, buildCreator, buildOffer, type Actor, searchWord } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const search = (query: string, who: Actor | null = null) =>
  t.call<TCreatorSearchResult>('GET', `search/influencers?${query}`, who);

const idsOf = (res: { body: TCreatorSearchResult }) => res.body.data.map((c) => c.id);

async function addAccount(
  creator: Actor,
  followers: number,
  { engagement = null, verified = false }: { engagement?: number | null; verified?: boolean } = {},
) {
  await t.database.db.insert(socialAccounts).values({
    userId: creator.id,
    networkId: 1,
    username: `acc_${unique()}`,
    followers,
    engagementRate: engagement,
    verification: verified ? 'VERIFIED' : 'UNVERIFIED',
  });
}

const inCategory = (creator: Actor, categoryId: number) =>
  t.database.db.insert(influencerCategories).values({ userId: creator.id, categoryId });

describe('GET search/influencers', () => {
  it('finds creators by name, username, description (hr and en), city and category name', async () => {
    const word = searchWord();
    const byName = await buildCreator(t, { firstName: 'Petra', lastName: `Kos${word}` });
    const byHr = await buildCreator(t, { description: `Kuham ${word}ovo svaki dan` });
    const byEn = await buildCreator(t, { descriptionEn: `Cooking ${word} daily` });
    const byCity = await buildCreator(t, { city: `Grad${word}` });
    const byUsername = await buildCreator(t, { username: `nick_${word}` });
    // The best match first; others may follow within a typo ('nick_<word>' shares the word).
    expect(idsOf(await search(`text=kos${word}`))[0]).toBe(byName.id);
    expect(idsOf(await search(`text=${word}ovo`))[0]).toBe(byHr.id);
    expect(idsOf(await search(`text=cooking ${word}`))[0]).toBe(byEn.id);
    expect(idsOf(await search(`text=grad${word}`))[0]).toBe(byCity.id);
    expect(idsOf(await search(`text=nick_${word}`))[0]).toBe(byUsername.id);

    const pets = await buildCreator(t, { description: word });
    await inCategory(pets, 14);
    const res = await search(`text=ljubimci&limit=${SEARCH_MAX_LIMIT}`);
    expect(idsOf(res)).toContain(pets.id);
    expect(idsOf(await search(`text=pets&limit=${SEARCH_MAX_LIMIT}`))).toContain(pets.id);
  });

  it('ignores accents and letter case: sibenik, dordevic, cacak, and the other way round', async () => {
    const word = searchWord();
    const sibenik = await buildCreator(t, { city: 'Šibenik', description: word });
    const dordevic = await buildCreator(t, { firstName: 'Đorđe', lastName: 'Đorđević', description: word });
    const cacak = await buildCreator(t, { city: 'Čačak', description: word });
    expect(idsOf(await search(`text=${word} sibenik`))).toEqual([sibenik.id]);
    expect(idsOf(await search(`text=${word} dordevic`))).toEqual([dordevic.id]);
    expect(idsOf(await search(`text=${word} DORDE`))).toEqual([dordevic.id]);
    expect(idsOf(await search(`text=${word} cacak`))).toEqual([cacak.id]);
    expect(idsOf(await search(`text=${word} ŠIBENIK`))).toEqual([sibenik.id]);
    expect(idsOf(await search(`text=${encodeURIComponent(`${word} Čačak`)}`))).toEqual([cacak.id]);
  });

  it('tolerates a one-letter typo in a surname and ranks the exact name first', async () => {
    const surname = `Vukadinov${searchWord().slice(-4).replace(/[0-9]/g, 'x')}`;
    const exact = await buildCreator(t, { firstName: 'Mirna', lastName: surname });
    const typo = surname.slice(0, 3) + 'x' + surname.slice(4);
    const res = await search(`text=${encodeURIComponent(typo)}`);
    expect(idsOf(res)).toContain(exact.id);
    const dordevic = await buildCreator(t, { firstName: 'Zoran', lastName: 'Đorđevićkić' });
    expect(idsOf(await search('text=dordevickic'))).toContain(dordevic.id);
    expect(idsOf(await search('text=dordevikic'))).toContain(dordevic.id);
  });

  it('runs a search that finds nothing again with its spelling corrected: cities, short names, swapped letters', async () => {
    const word = searchWord();
    const inZagreb = await buildCreator(t, { city: 'Zagreb', description: word });
    const inSarajevo = await buildCreator(t, { city: 'Sarajevo', description: word });
    const novak = await buildCreator(t, { firstName: 'Ivana', lastName: 'Novak', description: word });
    const vuga = await buildCreator(t, { firstName: 'Tina', lastName: 'Vuga', description: word });

    const zagreb = await search(`text=${word} zagrb`);
    expect(idsOf(zagreb)).toEqual([inZagreb.id]);
    expect(zagreb.body).toMatchObject({ total: 1, corrected_text: `${word} zagreb` });
    expect(idsOf(await search(`text=${word} SARJEVO`))).toEqual([inSarajevo.id]);
    expect(idsOf(await search(`text=${word} nowak`))).toEqual([novak.id]);
    // Two letters swapped in a short name: trigrams share too little, the correction does not.
    expect(idsOf(await search(`text=${word} vgua`))).toEqual([vuga.id]);

    // A text that finds something as typed is taken as typed.
    const asTyped = await search(`text=${word} zagreb`);
    expect(idsOf(asTyped)).toEqual([inZagreb.id]);
    expect(asTyped.body).not.toHaveProperty('corrected_text');
    // Nothing near enough: still nothing, and nothing claimed.
    const nothing = await search(`text=${word} qxzwv`);
    expect(nothing.body).toEqual({ data: [], total: 0 });
  });

  it('finds a name within a typo as soon as it is set, and under the new name once it changes', async () => {
    // Typo matching looks words up in a dictionary of name words kept by triggers (docs/search-rank.md).
    const letters = () =>
      searchWord()
        .replace(/[^a-z]/g, 'q')
        .slice(0, 7);
    const first = `Zr${letters()}ić`;
    const creator = await buildCreator(t, { firstName: 'Lana', lastName: first });
    const typoOf = (name: string) => name.slice(0, 4) + name.slice(5);
    expect(idsOf(await search(`text=${encodeURIComponent(typoOf(first))}`))).toContain(creator.id);
    const renamed = `Vr${letters()}ović`;
    await t.database.db.update(users).set({ lastName: renamed }).where(eq(users.id, creator.id));
    expect(idsOf(await search(`text=${encodeURIComponent(typoOf(renamed))}`))).toEqual([creator.id]);
    expect(idsOf(await search(`text=${encodeURIComponent(typoOf(first))}`))).not.toContain(creator.id);
  });

  it('filters by categories (comma list or repeated), location, followers range, engagement and featured', async () => {
    const word = searchWord();
    const a = await buildCreator(t, { description: word, locationId: 1, featured: true });
    const b = await buildCreator(t, { description: word, locationId: 2 });
    const c = await buildCreator(t, { description: word, locationId: 2 });
    await inCategory(a, 3);
    await inCategory(b, 5);
    await addAccount(a, 1000, { engagement: 2 });
    await addAccount(b, 50_000, { engagement: 6.5 });
    await addAccount(c, 250_000);
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(sorted(idsOf(await search(`text=${word}&categories=3,5`)))).toEqual([a.id, b.id]);
    expect(sorted(idsOf(await search(`text=${word}&categories=3&categories=5`)))).toEqual([a.id, b.id]);
    expect(idsOf(await search(`text=${word}&categories=5`))).toEqual([b.id]);
    expect(sorted(idsOf(await search(`text=${word}&location_id=2`)))).toEqual([b.id, c.id]);
    expect(sorted(idsOf(await search(`text=${word}&followers=10000-300000`)))).toEqual([b.id, c.id]);
    expect(sorted(idsOf(await search(`text=${word}&followers=10000,300000`)))).toEqual([b.id, c.id]);
    expect(idsOf(await search(`text=${word}&followers=100000`))).toEqual([c.id]);
    expect(idsOf(await search(`text=${word}&followers=-5000`))).toEqual([a.id]);
    expect(idsOf(await search(`text=${word}&engagement=5-10`))).toEqual([b.id]);
    expect(idsOf(await search(`text=${word}&featured=true`))).toEqual([a.id]);
    expect(sorted(idsOf(await search(`text=${word}&featured=false`)))).toEqual([b.id, c.id]);
    // SPEC §7: empty parameters are ignored.
    const all = await search(`text=${word}&categories=&location_id=&followers=&featured=&sort=&order=`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
  });

  it('sorts by followers, engagement (no data last) and search rank, both ways', async () => {
    const word = searchWord();
    const small = await buildCreator(t, { description: word });
    const big = await buildCreator(t, { description: word });
    const none = await buildCreator(t, { description: word });
    await addAccount(small, 100, { engagement: 9 });
    await addAccount(big, 90_000, { engagement: 1, verified: true });
    expect(idsOf(await search(`text=${word}&sort=followers`))).toEqual([big.id, small.id, none.id]);
    expect(idsOf(await search(`text=${word}&sort=followers&order=asc`))).toEqual([none.id, small.id, big.id]);
    expect(idsOf(await search(`text=${word}&sort=engagement`))).toEqual([small.id, big.id, none.id]);
    expect(idsOf(await search(`text=${word}&sort=engagement&order=asc`))).toEqual([
      big.id,
      small.id,
      none.id,
    ]);
    // Verified followers and a complete profile raise the rank (docs/search-rank.md).
    await t.database.db.update(users).set({ imageFile: 'photo.webp' }).where(eq(users.id, none.id));
    await inCategory(none, 1);
    await addAccount(none, 10, { verified: true });
    await buildOffer(t, none);
    const ranked = await search(`text=${word}&sort=rank`);
    expect(idsOf(ranked)).toEqual([none.id, big.id, small.id]);
    expect(idsOf(await search(`text=${word}&sort=rank&order=asc`))).toEqual([small.id, big.id, none.id]);
    // Other names of the same sorts, in any letter case, mean the same.
    expect(idsOf(await search(`text=${word}&sort=search_rank&order=ASC`))).toEqual([
      small.id,
      big.id,
      none.id,
    ]);
    expect(idsOf(await search(`text=${word}&sort=followers_count`))).toEqual([big.id, small.id, none.id]);
    expect(idsOf(await search(`text=${word}&sort=Engagement_Rate`))).toEqual([small.id, big.id, none.id]);
    const card = ranked.body.data.find((c) => c.id === big.id)!;
    expect(card).toMatchObject({ followers_count: 90_000, verified_followers: 90_000, engagement_rate: 1 });
    expect(card).not.toHaveProperty('username');
    expect(card).not.toHaveProperty('email');
  });

  it('pages with skip and limit: beyond the total, limit 0, very large, and the default page size', async () => {
    const word = searchWord();
    for (let i = 0; i < 12; i += 1) await buildCreator(t, { description: word });
    const first = await search(`text=${word}`);
    expect(first.body.data).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.body.total).toBe(12);
    const second = await search(`text=${word}&skip=10`);
    expect(second.body.data).toHaveLength(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(12);
    expect(await search(`text=${word}&skip=500`)).toMatchObject({
      status: 200,
      body: { data: [], total: 12 },
    });
    expect((await search(`text=${word}&limit=0`)).body.data).toHaveLength(SEARCH_PAGE_SIZE);
    const huge = await search(`limit=100000000`);
    expect(huge.status).toBe(200);
    expect(huge.body.data.length).toBeLessThanOrEqual(SEARCH_MAX_LIMIT);
  });

  it('answers 400 with a clear message to bad parameters, never a 500', async () => {
    const cases: [string, string][] = [
      ['skip=-1', 'skip'],
      ['limit=-5', 'limit'],
      ['limit=abc', 'limit'],
      ['skip=1.5', 'skip'],
      ['sort=drop%20table', 'sort'],
      ['order=sideways', 'order'],
      ['categories=1,x', 'categories.1'],
      ['followers=lots', 'followers'],
      ['followers=500-100', 'followers'],
      ['followers=999999', 'followers'],
      ['featured=maybe', 'featured'],
      ['location_id=99', 'location_id'],
      [`text=${'a'.repeat(10_000)}`, 'text'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call<{ message: string; errors: Record<string, string[]> }>(
        'GET',
        `search/influencers?${query}`,
        null,
      );
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field]?.[0], query).toMatch(/\w/);
    }
    const skip = await search('skip=-1');
    expect((skip.body as unknown as { errors: Record<string, string[]> }).errors.skip).toEqual([
      'skip must be a whole number of at least 0.',
    ]);
    // Odd text is just text.
    for (const text of ["'; drop table users; --", '%_\\', '!!!', 'a:* | b', '(((']) {
      expect((await search(`text=${encodeURIComponent(text)}`)).status, text).toBe(200);
    }
  });

  it('finds only visible creators: deleted and unapproved are hidden until the reason goes away', async () => {
    const word = searchWord();
    const shown = await buildCreator(t, { description: word, confirmed: false });
    const unapproved = await buildCreator(t, { description: word, unapproved: true });
    const deleted = await buildCreator(t, { description: word, deletedAt: new Date() });
    await buildAdvertiser(t, { description: word });
    expect(idsOf(await search(`text=${word}`))).toEqual([shown.id]);
    await t.database.db.update(users).set({ unapproved: false }).where(eq(users.id, unapproved.id));
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, deleted.id));
    expect(idsOf(await search(`text=${word}`)).sort((x, y) => x - y)).toEqual(
      [shown.id, unapproved.id, deleted.id].sort((x, y) => x - y),
    );
  });
});

/**
 * `count` users sharing a last name and a description word, one in 100 of them an advertiser, one
 * deleted and one unapproved; with search ranks that differ (docs/search-rank.md: featured and profile
 * completion count in it). Answers the ids of the visible creators among them, best first and worst first.
 */
async function buildNamesakes(count: number, lastName: string, word: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = unique();
    return {
      type: i % 100 === 3 ? ('ADVERTISER' as const) : ('INFLUENCER' as const),
      username: `walk_${id}`,
      firstName: 'Iva',
      lastName,
      email: `walk.${id}@example.com`,
      passwordHash: 'not-a-password-hash',
      locationId: 1,
      company: i % 100 === 3 ? 'Spona d.o.o.' : null,
      emailVerifiedAt: new Date(),
      featured: i % 7 === 0,
      imageFile: i % 5 === 0 ? 'photo.webp' : null,
      description: i % 3 === 0 ? `Kuham i putujem, ${word}.` : word,
      deletedAt: i % 100 === 1 ? new Date() : null,
      unapproved: i % 100 === 2,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await t.database.db.insert(users).values(rows.slice(i, i + 1000));
  const ranked = async (order: 'asc' | 'desc') => {
    const { rows } = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE last_name = ${lastName} AND type = 'INFLUENCER' AND deleted_at IS NULL
          AND NOT unapproved ORDER BY search_rank_base ${sql.raw(order)}, id ASC`,
    );
    return rows.map((row) => Number(row.id));
  };
  return { best: await ranked('desc'), worst: await ranked('asc') };
}

describe('GET search/influencers, a misspelled name shared by more than a thousand creators', () => {
  // Enough matches of one score for the rank-index walk of domain/search/rankedTextSearch.ts.
  const COUNT = 1_100;

  it('ranks them exactly as ranking every match would, and neither shows nor counts the hidden ones', async () => {
    const surname = `Zrinsk${searchWord().slice(0, 6)}`;
    const { best, worst } = await buildNamesakes(COUNT, surname, searchWord());
    expect(best.length).toBe(COUNT - 33);

    // One letter left out of the surname: every match is within a typo of it, with the same score.
    const typo = surname.slice(0, 3) + surname.slice(4);
    const first = await search(`text=${typo}&limit=20`);
    expect(first.status).toBe(200);
    // More than the cap: counted up to it (SEARCH_TOTAL_CAP).
    expect(first.body.total).toBe(SEARCH_TOTAL_CAP);
    expect(idsOf(first)).toEqual(best.slice(0, 20));
    expect(idsOf(await search(`text=${typo}&skip=20&limit=20`))).toEqual(best.slice(20, 40));
    // A deep page is ranked in full rather than walked: the same order.
    expect(idsOf(await search(`text=${typo}&skip=1000&limit=20`))).toEqual(best.slice(1000, 1020));
    expect(idsOf(await search(`text=${typo}&order=asc&limit=20`))).toEqual(worst.slice(0, 20));
  });
});

describe('GET search/influencers, a word in thousands of profiles', () => {
  // More exact matches than COMMON_MATCHES: rankedTextSearch.ts checks creators in rank order instead.
  const COUNT = 4_200;

  it('shows the best-ranked of them as ranking every match would, says there are more than the cap, and hides the hidden', async () => {
    const word = searchWord();
    const { best, worst } = await buildNamesakes(COUNT, `Common${searchWord().slice(0, 6)}`, word);
    expect(best.length).toBe(COUNT - 126);

    const first = await search(`text=${word}&limit=20`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(SEARCH_TOTAL_CAP);
    expect(idsOf(first)).toEqual(best.slice(0, 20));
    expect(idsOf(await search(`text=${word}&skip=20&limit=20`))).toEqual(best.slice(20, 40));
    expect(idsOf(await search(`text=${word}&order=asc&limit=10`))).toEqual(worst.slice(0, 10));
    // Deeper pages read every match: the same order, and the same count.
    const deep = await search(`text=${word}&skip=3000&limit=20`);
    expect(idsOf(deep)).toEqual(best.slice(3000, 3020));
    expect(deep.body.total).toBe(SEARCH_TOTAL_CAP);
    // With a filter, the matches are hashed against the creators of the location (textSearchPage.ts).
    const filtered = await search(`text=${word}&location_id=1&limit=20`);
    expect(idsOf(filtered)).toEqual(best.slice(0, 20));
    expect(filtered.body.total).toBe(SEARCH_TOTAL_CAP);
    expect(idsOf(await search(`text=${word}&location_id=2`))).toEqual([]);
    // All have 0 followers: by id.
    const byId = [...best].sort((x, y) => x - y);
    expect(idsOf(await search(`text=${word}&sort=followers&limit=20`))).toEqual(byId.slice(0, 20));
    // A typo match ranks with its own score among them: the exact name first.
    const named = await buildCreator(t, { firstName: 'Iva', lastName: word, description: word });
    expect(idsOf(await search(`text=${word}&limit=5`))[0]).toBe(named.id);
  });
});
