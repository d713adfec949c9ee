import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, REALTIME_EVENTS, type TMessageEvent, type TPresenceMember } from '@spona/contracts';
import { ROUTE_LIMITS } from '../plugins/rateLimit';
import { buildServer } from '../server';
import { unique } from '../testing/accounts';
import { buildAdvertiser, buildCreator, type Actor } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { useTestServer } from '../testing/useTestServer';
import { connectEcho, connected, Inbox, waitFor, type EchoClient } from './echoTestClient';
import { buildArrangement, sendMessage } from './realtimeFixtures';

/**
 * The real-time tests again with two server processes sharing one database and one Redis (ARCHITECTURE.md:
 * scale-out without new code). CI runs them on the machine's Redis (TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const title = redisUrl
  ? 'real-time across two processes sharing Redis'
  : 'real-time across two processes (SKIPPED: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379, to run it)';

type Node = Pick<TestServer, 'origin' | 'close'>;

/**
 * A second server on the first one's database: a fresh process would open the same schema. Not a
 * useTestServer: on PGlite it is no test server at all but a second app over the first one's embedded
 * database, and on PostgreSQL it must not get a fresh schema (hence startTestServer, allowed here only).
 */
async function startSecondServer(first: TestServer): Promise<Node> {
  if (first.config.databaseUrl) {
    return startTestServer({ DATABASE_SCHEMA: first.config.databaseSchema ?? '' });
  }
  // PGlite is embedded: the second server shares the first one's (and must not close it).
  const server = await buildServer({
    config: first.config,
    database: { ...first.database, close: async () => undefined },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe.skipIf(!redisUrl)(title, () => {
  const a = useTestServer();
  let b: Node;
  const clients: EchoClient[] = [];

  beforeAll(async () => {
    b = await startSecondServer(a);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  // Before the first server's (hooks after run last registered first).
  afterAll(async () => {
    await b?.close();
  });

  async function connect(node: Node, actor: Actor): Promise<EchoClient> {
    const client = connectEcho(node.origin, actor.token);
    clients.push(client);
    await connected(client);
    return client;
  }

  it('delivers a message sent to one process to the receiver connected to the other, and no one else', async () => {
    const [creator, advertiser, outsider] = await Promise.all([
      buildCreator(a),
      buildAdvertiser(a),
      buildCreator(a),
    ]);
    const arrangementId = await buildArrangement(a, advertiser, creator);
    const creatorClient = await connect(b, creator);
    const outsiderOnA = await connect(a, outsider);
    const outsiderOnB = await connect(b, outsider);
    const received = new Inbox<TMessageEvent>('messages of the creator');
    creatorClient.echo
      .private(`message.receiver.${creator.id}`)
      .listen(REALTIME_EVENTS.message, received.push);
    const outsiderInboxes = [outsiderOnA, outsiderOnB].map((client) => {
      const inbox = new Inbox<TMessageEvent>('messages of the outsider');
      client.echo.private(`message.receiver.${outsider.id}`).listen(REALTIME_EVENTS.message, inbox.push);
      return inbox;
    });
    await Promise.all([creatorClient.settle(), outsiderOnA.settle(), outsiderOnB.settle()]);

    const messageId = await sendMessage(a, advertiser, arrangementId, 'Across processes');
    const [event] = await received.waitFor(1, (e) => e.message.id === messageId);
    expect(event!.message).toMatchObject({ content: 'Across processes', receiver: creator.id });

    const otherArrangement = await buildArrangement(a, advertiser, outsider);
    const laterId = await sendMessage(a, advertiser, otherArrangement, 'And to you');
    for (const inbox of outsiderInboxes) {
      await inbox.waitFor(1, (e) => e.message.id === laterId);
      expect(inbox.items.map((e) => e.message.id)).not.toContain(messageId);
    }
  });

  it('keeps presence per user across processes: one join, and one leave after the last tab', async () => {
    const [creator, advertiser] = await Promise.all([buildCreator(a), buildAdvertiser(a)]);
    const arrangementId = await buildArrangement(a, advertiser, creator);
    const channel = `arrangement.${arrangementId}`;
    const creatorClient = await connect(a, creator);
    const joining = new Inbox<TPresenceMember['user_info']>('joining');
    const leaving = new Inbox<TPresenceMember['user_info']>('leaving');
    const creatorHere = new Inbox<TPresenceMember['user_info'][]>('creator here');
    creatorClient.echo.join(channel).here(creatorHere.push).joining(joining.push).leaving(leaving.push);
    await creatorHere.waitFor(1);

    const tabOnA = await connect(a, advertiser);
    const hereOnA = new Inbox<TPresenceMember['user_info'][]>('tab on a');
    tabOnA.echo.join(channel).here(hereOnA.push);
    await hereOnA.waitFor(1);
    await joining.waitFor(1);

    const tabOnB = await connect(b, advertiser);
    const hereOnB = new Inbox<TPresenceMember['user_info'][]>('tab on b');
    const whispers = new Inbox('whispers on b');
    tabOnB.echo.join(channel).here(hereOnB.push).listenForWhisper('ping', whispers.push);
    const [members] = await hereOnB.waitFor(1);
    expect(members!.map((m) => m.id).sort()).toEqual([creator.id, advertiser.id].sort());

    // A whisper from process a reaches the other user's tab on process b.
    creatorClient.echo.join(channel).whisper('ping', { from: creator.id });
    expect(await whispers.waitFor(1)).toEqual([{ from: creator.id }]);

    // The tab on b leaves (handled once settled: the tab on a is still there, no leave), then a closes.
    tabOnB.echo.leave(channel);
    await tabOnB.settle();
    tabOnA.close();
    await leaving.waitFor(1);
    expect(leaving.items).toEqual([{ id: advertiser.id, name: 'Ana H.' }]);
    expect(joining.items).toHaveLength(1);
  });

  it('disconnects a signed-out user connected to the other process', async () => {
    const creator = await buildCreator(a);
    const client = await connect(b, creator);
    const disconnected = waitFor<string>(
      (resolve) => client.socket.once('disconnect', resolve),
      'disconnect',
    );
    expect((await a.call('GET', 'auth/logout', creator)).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('counts rate limits once for the whole deployment, whichever process answers', async () => {
    const ask = async (node: Node) => {
      const res = await fetch(`${node.origin}${API_BASE_PATH}/register/password/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'App-language': 'en' },
        body: JSON.stringify({ email: `nobody.${unique()}@example.com` }),
      });
      return res.status;
    };
    for (let i = 0; i < ROUTE_LIMITS.mail.max; i += 1) expect(await ask(i % 2 === 0 ? a : b)).toBe(422);
    expect(await ask(a)).toBe(429);
    expect(await ask(b)).toBe(429);
  });
});
