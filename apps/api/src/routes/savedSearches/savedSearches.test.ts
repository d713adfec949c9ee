import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_MAX_PER_USER,
  type TSavedSearch,
  type TSavedSearchList,
  type TSavedSearchNew,
} from '@spona/contracts';
import { savedSearches } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer, searchWord, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

/** Issue 20 item 3: GET, POST and DELETE saved-searches, their new matches, and the unsubscribe link. */
const t = useTestServer();

const listOf = async (actor: Actor) =>
  (await t.call<TSavedSearchList>('GET', 'saved-searches', actor)).body.data;

describe('saved searches', () => {
  it('refuses every call without signing in', async () => {
    for (const [method, path, body] of [
      ['GET', 'saved-searches'],
      ['POST', 'saved-searches', { kind: 'offers', filters: {} }],
      ['DELETE', 'saved-searches/1'],
      ['GET', 'saved-searches/new'],
      ['GET', 'recommendations'],
    ] as const) {
      expect([method, path, (await t.call(method, path, null, body)).status]).toEqual([method, path, 401]);
    }
  });

  it('saves a search with its filters, leaves paging out, and lists it to its owner only', async () => {
    const creator = await buildCreator(t);
    const other = await buildCreator(t);
    const res = await t.call<TSavedSearch>('POST', 'saved-searches', creator, {
      kind: 'offers',
      name: 'Fashion in Zagreb',
      filters: {
        text: 'fashion',
        categories: '1,2',
        location_id: '1',
        skip: '20',
        limit: '10',
        nonsense: 'x',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'offers',
      name: 'Fashion in Zagreb',
      filters: { text: 'fashion', categories: '1,2', location_id: '1' },
      alerts: true,
    });
    expect(Object.keys(res.body.filters).sort()).toEqual(['categories', 'location_id', 'text']);
    expect((await listOf(creator)).map((s) => s.id)).toEqual([res.body.id]);
    expect(await listOf(other)).toEqual([]);
  });

  it('answers 404 for someone else’s saved search and deletes only its owner’s', async () => {
    const owner = await buildAdvertiser(t);
    const stranger = await buildAdvertiser(t);
    const saved = await t.call<TSavedSearch>('POST', 'saved-searches', owner, {
      kind: 'creators',
      filters: { followers: '10000-50000' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.name).toBeNull();
    expect((await t.call('DELETE', `saved-searches/${saved.body.id}`, stranger)).status).toBe(404);
    expect((await listOf(owner)).map((s) => s.id)).toEqual([saved.body.id]);
    expect((await t.call('DELETE', `saved-searches/${saved.body.id}`, owner)).status).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    expect((await t.call('DELETE', `saved-searches/${saved.body.id}`, owner)).status).toBe(404);
  });

  it('refuses filters the search itself refuses, an unknown kind or a long name, writing nothing', async () => {
    const creator = await buildCreator(t);
    const cases: [unknown, string][] = [
      [{ kind: 'agencies', filters: {} }, 'kind'],
      [{ kind: 'creators', filters: { followers: 'lots' } }, 'filters.followers'],
      [{ kind: 'offers', filters: { type: 'BARTER' } }, 'filters.type'],
      [{ kind: 'offers', filters: {}, name: 'x'.repeat(101) }, 'name'],
      [{ kind: 'offers' }, 'filters'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call<{ errors?: Record<string, string[]> }>(
        'POST',
        'saved-searches',
        creator,
        body,
      );
      expect([field, res.status]).toEqual([field, 400]);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect(await listOf(creator)).toEqual([]);
  });

  it('checks every value it stores, not only what the search reads, and stores what jsonb can keep', async () => {
    const creator = await buildCreator(t);
    // The search reads only the first of a repeated parameter; a control character in the second is refused too.
    const nul = await t.call('POST', 'saved-searches', creator, {
      kind: 'offers',
      filters: { sort: ['date-desc', 'x\u0000'] },
    });
    expect(nul.status).toBe(400);
    const long = await t.call('POST', 'saved-searches', creator, {
      kind: 'offers',
      filters: { categories: [1, 'x'.repeat(201)] },
    });
    expect(long.status).toBe(400);
    expect(await listOf(creator)).toEqual([]);
    // A lone surrogate is valid JSON text that jsonb refuses: kept as U+FFFD, never a 500.
    const surrogate = await t.call<{ filters: Record<string, unknown> }>('POST', 'saved-searches', creator, {
      kind: 'offers',
      filters: { text: 'abc\ud800' },
    });
    expect(surrogate.status).toBe(201);
    expect(surrogate.body.filters).toEqual({ text: 'abc\ufffd' });
  });

  it(`keeps at most ${SAVED_SEARCH_MAX_PER_USER} saved searches per user`, async () => {
    const creator = await buildCreator(t);
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_MAX_PER_USER }, (_, i) => ({
        ownerId: creator.id,
        kind: 'offers' as const,
        filters: { text: `word${i}` },
        unsubscribeToken: `token-${creator.id}-${i}-${searchWord()}`,
      })),
    );
    const res = await t.call('POST', 'saved-searches', creator, { kind: 'offers', filters: {} });
    expect(res.status).toBe(422);
    expect(await listOf(creator)).toHaveLength(SAVED_SEARCH_MAX_PER_USER);
  });

  it('shows as new for you the matches made after the search was saved, not those before', async () => {
    const word = searchWord();
    const creator = await buildCreator(t);
    const advertiser = await buildAdvertiser(t);
    const before = await buildOffer(t, advertiser, { name: `Older ${word}` });
    expect(
      (await t.call('POST', 'saved-searches', creator, { kind: 'offers', filters: { text: word } })).status,
    ).toBe(201);
    const after = await buildOffer(t, advertiser, { name: `Newer ${word}` });
    const res = await t.call<TSavedSearchNew>('GET', 'saved-searches/new', creator);
    expect(res.status).toBe(200);
    const ids = res.body.offers.map((o) => o.offer_id);
    expect(ids).toContain(after);
    expect(ids).not.toContain(before);
    expect(res.body.creators).toEqual([]);
  });

  it('answers 404 for an unsubscribe token nobody has and 400 for a malformed one, without signing in', async () => {
    expect(
      (await t.call('GET', `saved-searches/unsubscribe/${searchWord()}${searchWord()}`, null)).status,
    ).toBe(404);
    expect((await t.call('GET', 'saved-searches/unsubscribe/bad!token', null)).status).toBe(400);
  });
});
