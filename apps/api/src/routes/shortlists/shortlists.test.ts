import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SHORTLIST_MAX_LISTS,
  SHORTLIST_NAME_MAX_LENGTH,
  ZShortlist,
  ZShortlistEntry,
  ZShortlistList,
  type TShortlist,
  type TShortlistEntry,
  type TShortlistList,
} from '@spona/contracts';
import { shortlistCreators, shortlists, users } from '../../db/schema';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

async function buildList(owner: Actor, name = 'Summer faces'): Promise<TShortlist> {
  const res = await t.call<TShortlist>('POST', 'shortlists', owner, { name });
  if (res.status !== 201) throw new Error(`list not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const rowsOf = (ownerId: number) =>
  t.database.db.select().from(shortlists).where(eq(shortlists.ownerId, ownerId));
const savedIn = (listId: number) =>
  t.database.db.select().from(shortlistCreators).where(eq(shortlistCreators.shortlistId, listId));

describe('shortlists', () => {
  it('lets an advertiser save creators with a note, see their cards, rename and delete the list', async () => {
    const advertiser = await buildAdvertiser(t);
    const iva = await buildCreator(t, { firstName: 'Iva', lastName: 'Kovač', followersCount: 12_000 });
    const luka = await buildCreator(t, { firstName: 'Luka', lastName: 'Babić' });
    const list = await buildList(advertiser);
    expect(list).toMatchObject({ name: 'Summer faces', creator_count: 0, creators: [] });

    const saved = await t.call<TShortlistEntry>('POST', `shortlists/${list.id}/creators`, advertiser, {
      user_id: iva.id,
      note: 'Great reels',
    });
    expect(saved.status).toBe(201);
    expect(ZShortlistEntry.parse(saved.body)).toMatchObject({
      creator: {
        id: iva.id,
        first_name: 'Iva',
        last_name: 'Kovač',
        followers_count: 12_000,
        image_url: null,
      },
      note: 'Great reels',
    });
    expect(saved.body.creator.initials_url).toMatch(/initials/);
    expect(
      (await t.call('POST', `shortlists/${list.id}/creators`, advertiser, { user_id: luka.id })).status,
    ).toBe(201);
    // Saving again changes the note only; no note given keeps it.
    const again = await t.call<TShortlistEntry>('POST', `shortlists/${list.id}/creators`, advertiser, {
      user_id: iva.id,
      note: 'Great reels, ask for TikTok too',
    });
    expect(again.status).toBe(200);
    expect(again.body.note).toBe('Great reels, ask for TikTok too');
    await t.call('POST', `shortlists/${list.id}/creators`, advertiser, { user_id: iva.id });
    expect(await savedIn(list.id)).toHaveLength(2);

    const whole = await t.call<TShortlist>('GET', `shortlists/${list.id}`, advertiser);
    expect(whole.status).toBe(200);
    expect(ZShortlist.parse(whole.body).creators.map((c) => [c.creator.id, c.note])).toEqual([
      [luka.id, null],
      [iva.id, 'Great reels, ask for TikTok too'],
    ]);
    const lists = await t.call<TShortlistList>('GET', 'shortlists', advertiser);
    expect(ZShortlistList.parse(lists.body).data).toEqual([
      expect.objectContaining({ id: list.id, creator_count: 2, creator_ids: [luka.id, iva.id] }),
    ]);

    const renamed = await t.call<TShortlist>('PUT', `shortlists/${list.id}`, advertiser, {
      name: ' Autumn ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Autumn', creator_count: 2 });

    const removed = await t.call('DELETE', `shortlists/${list.id}/creators/${luka.id}`, advertiser);
    expect(removed).toEqual({ status: 200, body: { success: true } });
    expect((await t.call('DELETE', `shortlists/${list.id}/creators/${luka.id}`, advertiser)).status).toBe(
      200,
    );
    expect((await savedIn(list.id)).map((r) => r.creatorId)).toEqual([iva.id]);

    expect((await t.call('DELETE', `shortlists/${list.id}`, advertiser)).status).toBe(200);
    expect(await rowsOf(advertiser.id)).toEqual([]);
    expect(await savedIn(list.id)).toEqual([]);
    expect((await t.call('GET', `shortlists/${list.id}`, advertiser)).status).toBe(404);
  });

  it('leaves out a saved creator others may no longer see (SPEC §4) while they are hidden', async () => {
    const advertiser = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const list = await buildList(advertiser);
    await t.call('POST', `shortlists/${list.id}/creators`, advertiser, { user_id: creator.id });
    await t.database.db.update(users).set({ unapproved: true }).where(eq(users.id, creator.id));
    const hidden = await t.call<TShortlist>('GET', `shortlists/${list.id}`, advertiser);
    expect(hidden.body).toMatchObject({ creator_count: 0, creators: [] });
    await t.database.db.update(users).set({ unapproved: false }).where(eq(users.id, creator.id));
    expect((await t.call<TShortlist>('GET', `shortlists/${list.id}`, advertiser)).body.creator_count).toBe(1);
  });

  it('keeps each list private: another advertiser gets 404 and changes nothing', async () => {
    const owner = await buildAdvertiser(t);
    const other = await buildAdvertiser(t);
    const creator = await buildCreator(t);
    const list = await buildList(owner);
    await t.call('POST', `shortlists/${list.id}/creators`, owner, { user_id: creator.id, note: 'Mine' });
    const calls: [string, string, unknown?][] = [
      ['GET', `shortlists/${list.id}`],
      ['PUT', `shortlists/${list.id}`, { name: 'Stolen' }],
      ['DELETE', `shortlists/${list.id}`],
      ['POST', `shortlists/${list.id}/creators`, { user_id: creator.id, note: 'Theirs' }],
      ['DELETE', `shortlists/${list.id}/creators/${creator.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, other, body);
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, { message: 'Not found.' }]);
    }
    expect((await t.call<TShortlistList>('GET', 'shortlists', other)).body.data).toEqual([]);
    expect(await rowsOf(owner.id)).toMatchObject([{ name: 'Summer faces' }]);
    expect(await savedIn(list.id)).toMatchObject([{ creatorId: creator.id, note: 'Mine' }]);
  });

  it('refuses creators (403) and anonymous callers (401) on every call', async () => {
    const creator = await buildCreator(t);
    const owner = await buildAdvertiser(t);
    const list = await buildList(owner);
    const calls: [string, string, unknown?][] = [
      ['GET', 'shortlists'],
      ['POST', 'shortlists', { name: 'Mine' }],
      ['GET', `shortlists/${list.id}`],
      ['PUT', `shortlists/${list.id}`, { name: 'Mine' }],
      ['DELETE', `shortlists/${list.id}`],
      ['POST', `shortlists/${list.id}/creators`, { user_id: creator.id }],
      ['DELETE', `shortlists/${list.id}/creators/${creator.id}`],
    ];
    for (const [method, path, body] of calls) {
      const asCreator = await t.call(method, path, creator, body);
      expect([method, path, asCreator.status, asCreator.body.message]).toEqual([
        method,
        path,
        403,
        'Only advertiser accounts keep shortlists of creators.',
      ]);
      expect((await t.call(method, path, null, body)).status).toBe(401);
    }
    expect(await rowsOf(creator.id)).toEqual([]);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const advertiser = await buildAdvertiser(t);
    const list = await buildList(advertiser);
    const bad: [string, string, unknown, string][] = [
      ['POST', 'shortlists', {}, 'name'],
      ['POST', 'shortlists', { name: '   ' }, 'name'],
      ['POST', 'shortlists', { name: 'x'.repeat(SHORTLIST_NAME_MAX_LENGTH + 1) }, 'name'],
      ['POST', 'shortlists', { name: 'Bad\u0000' }, 'name'],
      ['POST', 'shortlists', { name: 42 }, 'name'],
      ['PUT', `shortlists/${list.id}`, { name: '' }, 'name'],
      ['POST', `shortlists/${list.id}/creators`, { user_id: 'five' }, 'user_id'],
      ['POST', `shortlists/${list.id}/creators`, { user_id: -1 }, 'user_id'],
      ['POST', `shortlists/${list.id}/creators`, { user_id: 1, note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [method, path, body, field] of bad) {
      const res = await t.call<{ errors: Record<string, string[]> }>(method, path, advertiser, body);
      expect([method, JSON.stringify(body).slice(0, 40), res.status, Object.keys(res.body.errors)]).toEqual([
        method,
        JSON.stringify(body).slice(0, 40),
        400,
        [field],
      ]);
    }
    expect((await t.call('GET', 'shortlists/abc', advertiser)).status).toBe(400);
    expect((await t.call('DELETE', `shortlists/${list.id}/creators/0`, advertiser)).status).toBe(400);
    expect(await rowsOf(advertiser.id)).toMatchObject([{ name: 'Summer faces' }]);
    expect(await savedIn(list.id)).toEqual([]);
  });

  it('saves only creators, keeps names unique and bounds the lists', async () => {
    const advertiser = await buildAdvertiser(t);
    const otherAdvertiser = await buildAdvertiser(t);
    const list = await buildList(advertiser);
    const notCreator = await t.call('POST', `shortlists/${list.id}/creators`, advertiser, {
      user_id: otherAdvertiser.id,
    });
    expect(notCreator.status).toBe(422);
    expect(notCreator.body.errors).toEqual({ user_id: ['Choose a creator to save.'] });
    const missing = await t.call('POST', `shortlists/${list.id}/creators`, advertiser, {
      user_id: 2_000_000_000,
    });
    expect(missing.status).toBe(422);
    expect(await savedIn(list.id)).toEqual([]);

    const taken = await t.call('POST', 'shortlists', advertiser, { name: 'SUMMER FACES' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: ['You already have a list with this name.'] });
    await buildList(advertiser, 'Second');
    expect((await t.call('PUT', `shortlists/${list.id}`, advertiser, { name: 'second' })).status).toBe(409);

    await t.database.db.insert(shortlists).values(
      Array.from({ length: SHORTLIST_MAX_LISTS - 2 }, (_, i) => ({
        ownerId: advertiser.id,
        name: `List ${i}`,
      })),
    );
    const tooMany = await t.call('POST', 'shortlists', advertiser, { name: 'One more' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      `You can keep at most ${SHORTLIST_MAX_LISTS} lists. Delete one you no longer need first.`,
    );
    expect(await rowsOf(advertiser.id)).toHaveLength(SHORTLIST_MAX_LISTS);
  });

  it('answers in Croatian', async () => {
    const creator = await buildCreator(t);
    const res = await fetch(`${t.api}/shortlists`, {
      headers: { authorization: `Bearer ${creator.token}`, 'App-language': 'hr' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Popise kreatora vode samo računi oglašivača.' });
  });
});
