import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, SIGN_IN_FAILURES_PER_ACCOUNT, type TMessageEvent } from '@spona/contracts';
import { ROUTE_LIMITS } from '../plugins/rateLimit';
import { buildAccount, requestToken, unique } from '../testing/accounts';
import { buildAdvertiser, buildCreator, type Actor } from '../testing/factories';
import { useTestServer, type UsedTestServer } from '../testing/useTestServer';
import { connectEcho, connected, Inbox, type EchoClient } from './echoTestClient';
import { buildArrangement, sendMessage } from './realtimeFixtures';

/**
 * Issue 15: two deployments (two databases) on one Redis share nothing: not a private event of a user
 * id that exists in both, not a rate-limit or sign-in failure counter. On PostgreSQL the two are two
 * fresh databases of TEST_DATABASE_URL's server, both on the default schema `public` (the case that
 * leaked); on PGlite two in-memory databases. Needs Redis (TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const title = redisUrl
  ? 'two deployments sharing one Redis'
  : 'two deployments sharing one Redis (SKIPPED: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379, to run it)';

/** A database of its own on TEST_DATABASE_URL's server, for one deployment. */
function databaseUrlOf(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!redisUrl)(title, () => {
  const names = postgresUrl
    ? ['a', 'b'].map((d) => `spona_deploy_${randomBytes(5).toString('hex')}_${d}`)
    : [];
  // Registered before the servers': creates the databases before they start, drops them after they close.
  beforeAll(async () => {
    for (const name of names) await administer(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    for (const name of names) await administer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  const [a, b] = [0, 1].map((i) =>
    useTestServer(names[i] ? { DATABASE_URL: databaseUrlOf(names[i]), DATABASE_SCHEMA: '' } : {}),
  ) as [UsedTestServer, UsedTestServer];

  const clients: EchoClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  async function listenForMessages(t: UsedTestServer, actor: Actor) {
    const client = connectEcho(t.origin, actor.token);
    clients.push(client);
    await connected(client);
    const inbox = new Inbox<TMessageEvent>(`messages of user ${actor.id} on ${t.origin}`);
    client.echo.private(`message.receiver.${actor.id}`).listen(REALTIME_EVENTS.message, inbox.push);
    await client.settle();
    return inbox;
  }

  it("delivers a deployment's private event to its own user only, not to the same user id of the other", async () => {
    // Fresh databases number their users alike: the same ids on both deployments.
    const [creatorA, advertiserA] = [await buildCreator(a), await buildAdvertiser(a)];
    const [creatorB, advertiserB] = [await buildCreator(b), await buildAdvertiser(b)];
    expect([creatorB.id, advertiserB.id]).toEqual([creatorA.id, advertiserA.id]);
    const [arrangementA, arrangementB] = [
      await buildArrangement(a, advertiserA, creatorA),
      await buildArrangement(b, advertiserB, creatorB),
    ];
    const inboxA = await listenForMessages(a, creatorA);
    const inboxB = await listenForMessages(b, creatorB);

    const idA = await sendMessage(a, advertiserA, arrangementA, 'Only for deployment A');
    await inboxA.waitFor(1, (e) => e.message.id === idA);
    // A message of B itself comes later than anything of A's that could have crossed (A published
    // its event to Redis before its own socket got it).
    const idB = await sendMessage(b, advertiserB, arrangementB, 'Only for deployment B');
    await inboxB.waitFor(1, (e) => e.message.content === 'Only for deployment B');
    expect(inboxB.items.map((e) => e.message.content)).toEqual(['Only for deployment B']);
    expect(inboxB.items[0]!.message.id).toBe(idB);
    expect(inboxA.items.map((e) => e.message.content)).toEqual(['Only for deployment A']);
  });

  it('counts rate limits per deployment', async () => {
    const ask = (t: UsedTestServer) =>
      t.call('POST', 'register/password/email', null, { email: `nobody.${unique()}@example.com` });
    for (let i = 0; i < ROUTE_LIMITS.mail.max; i += 1) expect((await ask(a)).status).toBe(422);
    expect((await ask(a)).status).toBe(429);
    expect((await ask(b)).status).toBe(422);
  });

  it('counts sign-in failures per deployment, for the same login on both', async () => {
    const login = { email: `twin.${unique()}@example.com`, username: `twin_${unique()}` };
    const [onA, onB] = [await buildAccount(a, login), await buildAccount(b, login)];
    const wrong = { username: login.email, password: 'not-the-password' };
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await requestToken(a, wrong)).status).toBe(400);
    }
    // A asks its human check now, whatever the password; B has counted nothing of A's failures.
    const onAgain = await requestToken(a, { username: login.email, password: onA.password });
    expect(onAgain.status).toBe(400);
    expect(await onAgain.json()).toMatchObject({ challenge_required: true });
    expect((await requestToken(b, wrong)).status).toBe(400);
    expect((await requestToken(b, { username: login.email, password: onB.password })).status).toBe(200);
  });
});
