import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAuthUser, ZProfileStrength, type TCategory } from '@spona/contracts';
import { users } from '../../db/schema';
import { buildAdvertiser, buildCreator, buildOffer } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('profile data', () => {
  it('saves a creator’s data and keeps the fields not sent', async () => {
    const creator = await buildCreator(t, { city: 'Split' });
    const res = await call('PUT', `influencers/data/${creator.id}`, creator, {
      first_name: 'Iva',
      description: 'Travel and food',
      description_en: 'Travel and food',
      gender: 'FEMALE',
      age: 27,
      location_id: 2,
      website: 'https://iva.example.com',
    });
    expect(res.status).toBe(200);
    expect(ZAuthUser.parse(res.body)).toMatchObject({
      first_name: 'Iva',
      last_name: 'Horvat',
      city: 'Split',
      gender: 'FEMALE',
      age: 27,
      location_id: 2,
      website: 'https://iva.example.com',
    });
  });

  it("stores an advertiser's location_id 'null' as null (SPEC §3)", async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await call('PUT', `agencies/data/${advertiser.id}`, advertiser, {
      company: 'Brand d.o.o.',
      location_id: 'null',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: 'Brand d.o.o.', location_id: null });
    expect(
      (await call('PUT', `agencies/data/${advertiser.id}`, advertiser, { location_id: '3' })).body,
    ).toMatchObject({
      location_id: 3,
    });
  });

  it('saves the shared user fields with PUT users/{id}', async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await call('PUT', `users/${advertiser.id}`, advertiser, { last_name: 'Kovač', city: '' });
    expect(res.body).toMatchObject({ last_name: 'Kovač', city: null });
  });

  it('reports each invalid field with its message', async () => {
    const creator = await buildCreator(t);
    const res = await call('PUT', `influencers/data/${creator.id}`, creator, {
      first_name: ' ',
      age: 13,
      location_id: 9,
      website: 'not a link',
      gender: 'ROBOT',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      first_name: ['Enter your full name'],
      age: ['Must be at least 14.'],
      location_id: ['Choose a location'],
      website: ['Link is not in valid format'],
      gender: ['Choose one of the allowed values.'],
    });
    const old = await call('PUT', `users/${creator.id}`, creator, { age: 66 });
    expect(old.body.errors).toEqual({ age: ['Must be at most 65.'] });
  });

  it("refuses another user's data and the other account type's call, changing nothing", async () => {
    const creator = await buildCreator(t);
    const advertiser = await buildAdvertiser(t);
    const writes = [
      await call('PUT', `influencers/data/${creator.id}`, advertiser, { first_name: 'X' }),
      await call('PUT', `agencies/data/${advertiser.id}`, creator, { first_name: 'X' }),
      await call('PUT', `users/${creator.id}`, advertiser, { first_name: 'X' }),
      await call('POST', 'influencers/categories', advertiser, { user_id: creator.id, category_id: 1 }),
    ];
    expect(writes.map((w) => w.status)).toEqual([403, 403, 403, 403]);
    expect((await userRow(creator.id)).firstName).toBe('Ana');
    expect((await userRow(advertiser.id)).firstName).toBe('Ana');
    const wrongType = await call('PUT', `influencers/data/${advertiser.id}`, advertiser, { first_name: 'X' });
    expect(wrongType).toEqual({ status: 403, body: { message: 'Only influencer accounts have this.' } });
    expect((await call('PUT', `agencies/data/${creator.id}`, creator, {})).status).toBe(403);
  });

  it('adds and removes a creator’s categories', async () => {
    const creator = await buildCreator(t);
    const other = await buildCreator(t);
    const added = await call<TCategory[]>('POST', 'influencers/categories', creator, {
      user_id: creator.id,
      category_id: 3,
    });
    expect(added.status).toBe(201);
    expect(added.body.map((c) => c.id)).toEqual([3]);
    await call('POST', 'influencers/categories', creator, { user_id: creator.id, category_id: 3 });
    await call('POST', 'influencers/categories', other, { user_id: other.id, category_id: 3 });
    expect((await call<TCategory[]>('GET', 'influencers/categories', creator)).body.map((c) => c.id)).toEqual(
      [3],
    );
    const unknown = await call('POST', 'influencers/categories', creator, {
      user_id: creator.id,
      category_id: 999,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ category_id: ['Choose an existing category.'] });

    // Another user's DELETE only ever touches their own links.
    expect((await call('DELETE', 'influencers/categories/3', await buildCreator(t))).status).toBe(404);
    const removed = await call<TCategory[]>('DELETE', 'influencers/categories/3', creator);
    expect(removed).toEqual({ status: 200, body: [] });
    expect((await call<TCategory[]>('GET', 'influencers/categories', other)).body.map((c) => c.id)).toEqual([
      3,
    ]);
  });

  it('measures the profile strength of SPEC §9', async () => {
    const creator = await buildCreator(t);
    const empty = ZProfileStrength.parse((await call('GET', 'dashboard/profile-strength', creator)).body);
    expect(empty).toMatchObject({ percent: 0, missing: ['photo', 'category', 'network', 'offer'] });
    await call('POST', 'influencers/categories', creator, { user_id: creator.id, category_id: 1 });
    await buildOffer(t, creator);
    const half = ZProfileStrength.parse((await call('GET', 'dashboard/profile-strength', creator)).body);
    expect(half).toMatchObject({ percent: 50, missing: ['photo', 'network'] });
  });
});
