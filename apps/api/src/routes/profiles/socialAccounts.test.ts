import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZSocialAccount, type TSocialAccount } from '@spona/contracts';
import { socialAccounts, users } from '../../db/schema';
import { buildAdvertiser, buildCreator, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

let counter = 0;
const handle = () => `handle_${Date.now().toString(36)}_${(counter += 1)}`;

const addAccount = (who: Actor, body: Record<string, unknown> = {}) =>
  call<TSocialAccount>('POST', 'influencers/social', who, {
    network: 'instagram',
    username: handle(),
    followers: 12000,
    engagement_rate: 3.5,
    ...body,
  });

describe('social accounts', () => {
  it('adds an account by network slug or id, unverified, and counts the followers', async () => {
    const creator = await buildCreator(t);
    const res = await addAccount(creator, { username: '@ana.travels', external_id: 12345 });
    expect(res.status).toBe(201);
    expect(ZSocialAccount.parse(res.body)).toMatchObject({
      network: { slug: 'instagram' },
      username: 'ana.travels',
      external_id: '12345',
      followers: 12000,
      engagement_rate: 3.5,
      verification: 'UNVERIFIED',
    });
    expect((await addAccount(creator, { network: 2, followers: 3000 })).body.network.slug).toBe('tiktok');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, creator.id));
    expect(row!.followersCount).toBe(15000);
    const list = await call<TSocialAccount[]>('GET', 'influencers/social', creator);
    expect(list.body).toHaveLength(2);
  });

  it("refuses a username or external id another user holds: 'Username already used by another user'", async () => {
    const first = await buildCreator(t);
    const second = await buildCreator(t);
    const username = handle();
    await addAccount(first, { username, external_id: 'ext-1' });
    const sameName = await addAccount(second, { username: username.toUpperCase() });
    expect(sameName).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { username: ['Username already used by another user'] },
      },
    });
    const sameId = await addAccount(second, { external_id: 'ext-1' });
    expect(sameId.body).toMatchObject({ errors: { username: ['Username already used by another user'] } });
    // The same name on another network is a different account.
    expect((await addAccount(second, { username, network: 'youtube' })).status).toBe(201);
    const again = await addAccount(first, { username });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: { username: ['You have already added this account.'] } });
  });

  it('reports each invalid field with its message', async () => {
    const creator = await buildCreator(t);
    const res = await call('POST', 'influencers/social', creator, {
      network: 'myspace',
      username: '',
      followers: -1,
      engagement_rate: 101,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: ['This field is required.'],
      followers: ['Must be at least 0.'],
      engagement_rate: ['Must be at most 100.'],
    });
    const network = await addAccount(creator, { network: 'myspace' });
    expect(network.body).toMatchObject({ errors: { network: ['Choose a social network.'] } });
  });

  it('asks for verification: in progress with a code for the owner', async () => {
    const creator = await buildCreator(t);
    const { body: account } = await addAccount(creator);
    const res = await call<TSocialAccount>('GET', `influencers/social/${account.id}/verify/code`, creator);
    expect(res.status).toBe(200);
    expect(res.body.verification).toBe('IN_PROGRESS');
    expect(res.body.verification_code).toMatch(/^SPONA-[0-9A-F]{8}$/);
    const again = await call<TSocialAccount>('GET', `influencers/social/${account.id}/verify/code`, creator);
    expect(again.body.verification_code).toBe(res.body.verification_code);
    expect((await call('GET', `influencers/social/${account.id}/verify/a b`, creator)).status).toBe(400);
  });

  it('removes an account at once, through either path', async () => {
    const creator = await buildCreator(t);
    const { body: one } = await addAccount(creator);
    const { body: two } = await call<TSocialAccount>('POST', 'networks', creator, {
      network: 'youtube',
      username: handle(),
      followers: 10,
    });
    expect((await call('DELETE', `influencers/social/${one.id}`, creator)).status).toBe(200);
    expect((await call('DELETE', `networks/${two.id}`, creator)).status).toBe(200);
    expect((await call<TSocialAccount[]>('GET', 'influencers/social', creator)).body).toEqual([]);
    expect((await call('DELETE', `networks/${two.id}`, creator)).status).toBe(404);
  });

  it("refuses every write on another user's account and changes nothing", async () => {
    const owner = await buildCreator(t);
    const other = await buildCreator(t);
    const { body: account } = await addAccount(owner);
    const writes = [
      await call('DELETE', `influencers/social/${account.id}`, other),
      await call('DELETE', `networks/${account.id}`, other),
      await call('GET', `influencers/social/${account.id}/verify/code`, other),
    ];
    expect(writes.map((w) => w.status)).toEqual([404, 404, 404]);
    const [row] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    expect(row!.verification).toBe('UNVERIFIED');
  });

  it('belongs to creators only', async () => {
    const advertiser = await buildAdvertiser(t);
    const res = await addAccount(advertiser);
    expect(res).toEqual({ status: 403, body: { message: 'Only influencer accounts have this.' } });
    expect((await call('POST', 'influencers/social', null, {})).status).toBe(401);
  });
});
