import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OAUTH_CLIENT_ID,
  REALTIME_EVENTS,
  REFRESH_TOKEN_REUSE_GRACE_MS,
  type TArrangementEvent,
  type TMessageEvent,
  type TPresenceMember,
} from '@spona/contracts';
import { hashPassword } from '../domain/accounts/passwords';
import { issueTokens } from '../domain/accounts/tokens';
import { requestToken } from '../testing/accounts';
import { buildAdvertiser, buildCreator, type Actor } from '../testing/factories';
import { useTestServer } from '../testing/useTestServer';
import { connectEcho, connected, Inbox, waitFor, type EchoClient } from './echoTestClient';
import { buildArrangement, sendMessage } from './realtimeFixtures';

const t = useTestServer();
const clients: EchoClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function connect(actor: Actor): Promise<EchoClient> {
  const client = connectEcho(t.origin, actor.token);
  clients.push(client);
  await connected(client);
  return client;
}

/** Listens for MessageEvent on the user's receiver channel (as the messenger does). */
function listenForMessages(client: EchoClient, userId: number) {
  const inbox = new Inbox<TMessageEvent>(`messages of user ${userId}`);
  client.echo.private(`message.receiver.${userId}`).listen(REALTIME_EVENTS.message, inbox.push);
  return inbox;
}

function subscriptionErrors(client: EchoClient, channel: string) {
  const inbox = new Inbox<number>(`refusals of ${channel}`);
  client.socket.on('subscription_error', (name: string, status: number) => {
    if (name === channel) inbox.push(status);
  });
  return inbox;
}

describe('real-time connection', () => {
  it('refuses a connection without a valid token', async () => {
    for (const token of ['not-a-token', '']) {
      const client = connectEcho(t.origin, token);
      clients.push(client);
      await expect(connected(client)).rejects.toThrow('Unauthenticated.');
    }
  });

  it('disconnects the sockets of a sign-in that signs out, and only those', async () => {
    const creator = await buildCreator(t);
    const otherSignIn = await issueTokens(t.database.db, { userId: creator.id, clientId: OAUTH_CLIENT_ID });
    const client = await connect(creator);
    const otherDevice = await connect({ ...creator, token: otherSignIn.accessToken });
    const disconnected = waitFor<string>(
      (resolve) => client.socket.once('disconnect', resolve),
      'disconnect',
    );
    expect((await t.call('GET', 'auth/logout', creator)).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    await otherDevice.settle();
    expect(otherDevice.socket.connected).toBe(true);
    // The revoked token cannot come back.
    const again = connectEcho(t.origin, creator.token);
    clients.push(again);
    await expect(connected(again)).rejects.toThrow('Unauthenticated.');
  });

  it('disconnects a sign-in whose rotated refresh token is presented again (theft)', async () => {
    const creator = await buildCreator(t);
    const signIn = await issueTokens(t.database.db, { userId: creator.id, clientId: OAUTH_CLIENT_ID });
    const refresh = () =>
      requestToken(t, { grant_type: 'refresh_token', refresh_token: signIn.refreshToken });
    const rotated = await refresh();
    expect(rotated.status).toBe(200);
    const { access_token } = (await rotated.json()) as { access_token: string };
    const client = await connect({ ...creator, token: access_token });
    const disconnected = waitFor<string>(
      (resolve) => client.socket.once('disconnect', resolve),
      'disconnect',
    );
    // Within the grace window a second use is another tab's refresh; after it, a copy.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_TOKEN_REUSE_GRACE_MS + 1000);
    try {
      expect((await refresh()).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    expect(await disconnected).toBe('io server disconnect');
  });

  it('disconnects every socket of the user when the password changes or the account is deleted', async () => {
    const password = 'correct-horse-1';
    const creator = await buildCreator(t, { passwordHash: await hashPassword(password) });
    const otherSignIn = await issueTokens(t.database.db, { userId: creator.id, clientId: OAUTH_CLIENT_ID });
    const tabs = [await connect(creator), await connect({ ...creator, token: otherSignIn.accessToken })];
    const disconnects = tabs.map((tab) =>
      waitFor<string>((resolve) => tab.socket.once('disconnect', resolve), 'disconnect'),
    );
    const changed = await t.call<{ access_token: string }>('PUT', 'settings/password', creator, {
      current_password: password,
      password: 'battery-staple-2',
      password_confirmation: 'battery-staple-2',
    });
    expect(changed.status).toBe(200);
    expect(await Promise.all(disconnects)).toEqual(['io server disconnect', 'io server disconnect']);

    // The page that changed it reconnects with its new token; deleting the account ends that too.
    const renewed = await connect({ ...creator, token: changed.body.access_token });
    const gone = waitFor<string>((resolve) => renewed.socket.once('disconnect', resolve), 'disconnect');
    const deleted = await t.call(
      'DELETE',
      'settings/account',
      { token: changed.body.access_token },
      {
        password: 'battery-staple-2',
      },
    );
    expect(deleted.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('shutdown', () => {
  // A server of its own, which the test closes.
  const own = useTestServer();

  it('closes a server at once while clients are connected, and tells them to reconnect', async () => {
    const creator = await buildCreator(own);
    const client = connectEcho(own.origin, creator.token);
    clients.push(client);
    await connected(client);
    const dropped = waitFor<string>((resolve) => client.socket.once('disconnect', resolve), 'disconnect');
    await own.close();
    // Not "io server disconnect": socket.io-client reconnects by itself (to another process).
    expect(await dropped).toBe('transport close');
  });
});

describe('message delivery', () => {
  it("delivers a message to the receiver's channel and no one else's", async () => {
    const [creator, advertiser, outsider] = await Promise.all([
      buildCreator(t),
      buildAdvertiser(t),
      buildCreator(t),
    ]);
    const creatorClient = await connect(creator);
    const outsiderClient = await connect(outsider);
    const received = listenForMessages(creatorClient, creator.id);
    const outsiderReceived = listenForMessages(outsiderClient, outsider.id);
    const requests = new Inbox<TArrangementEvent>('arrangement events of the creator');
    creatorClient.echo
      .private(`arrangement.receiver.${creator.id}`)
      .listen(REALTIME_EVENTS.arrangement, requests.push);
    // The outsider also tries the creator's channel: refused, and nothing arrives through it.
    const refusals = subscriptionErrors(outsiderClient, `private-message.receiver.${creator.id}`);
    const stolen = new Inbox<TMessageEvent>('stolen messages');
    outsiderClient.echo
      .private(`message.receiver.${creator.id}`)
      .listen(REALTIME_EVENTS.message, stolen.push);
    expect(await refusals.waitFor(1)).toEqual([403]);
    await Promise.all([creatorClient.settle(), outsiderClient.settle()]);

    // The request itself arrives as an ArrangementEvent, then every message as a MessageEvent.
    const arrangementId = await buildArrangement(t, advertiser, creator);
    const [request] = await requests.waitFor(1);
    expect(request).toMatchObject({ action: 'NEW', arrangement: { id: arrangementId, role: 'RECEIVER' } });
    const messageId = await sendMessage(t, advertiser, arrangementId, 'Are you free in June?');
    const [event] = await received.waitFor(1, (e) => e.message.id === messageId);
    expect(event!.message).toMatchObject({
      id: messageId,
      content: 'Are you free in June?',
      sender: advertiser.id,
      receiver: creator.id,
      arrangement: arrangementId,
    });

    // A later message to the outsider arrives on the same socket after the first would have.
    const otherArrangement = await buildArrangement(t, advertiser, outsider);
    const laterId = await sendMessage(t, advertiser, otherArrangement, 'And you?');
    await outsiderReceived.waitFor(1, (e) => e.message.id === laterId);
    expect(outsiderReceived.items.map((e) => e.message.id)).not.toContain(messageId);
    expect(stolen.items).toEqual([]);
  });
});

describe('connection state recovery', () => {
  // The Redis adapter keeps no sessions: with REDIS_URL the client re-subscribes and fetches over HTTP.
  it.skipIf(Boolean(process.env.TEST_REDIS_URL))(
    'delivers a message sent during a short drop once the client is back',
    async () => {
      const [creator, advertiser] = await Promise.all([buildCreator(t), buildAdvertiser(t)]);
      const arrangementId = await buildArrangement(t, advertiser, creator);
      const client = await connect(creator);
      const received = listenForMessages(client, creator.id);
      await client.settle();

      const dropped = waitFor<string>((resolve) => client.socket.once('disconnect', resolve), 'disconnect');
      client.socket.io.engine.close();
      await dropped;
      const messageId = await sendMessage(t, advertiser, arrangementId, 'While you were away');
      await received.waitFor(1, (e) => e.message.id === messageId);
      expect(client.socket.recovered).toBe(true);
    },
  );
});

describe('channel authorization', () => {
  it("refuses another user's channels and another arrangement's typing and presence channels", async () => {
    const [creator, advertiser, intruder] = await Promise.all([
      buildCreator(t),
      buildAdvertiser(t),
      buildAdvertiser(t),
    ]);
    const arrangementId = await buildArrangement(t, advertiser, creator);
    const client = await connect(intruder);
    const refused = [
      `private-message.receiver.${creator.id}`,
      `private-arrangement.receiver.${creator.id}`,
      `private-message.typing.${arrangementId}`,
      `presence-arrangement.${arrangementId}`,
      'private-message.typing.2147483647',
      'presence-arrangement.not-a-number',
      'a-public-channel',
    ];
    const inboxes = refused.map((channel) => subscriptionErrors(client, channel));
    const here = new Inbox<TPresenceMember[]>('presence of the intruder');
    client.echo.private(`message.receiver.${creator.id}`);
    client.echo.private(`arrangement.receiver.${creator.id}`);
    client.echo.private(`message.typing.${arrangementId}`);
    client.echo.join(`arrangement.${arrangementId}`).here(here.push);
    client.echo.private('message.typing.2147483647');
    client.echo.join('arrangement.not-a-number');
    client.echo.channel('a-public-channel');
    for (const inbox of inboxes) expect(await inbox.waitFor(1)).toEqual([403]);
    expect(here.items).toEqual([]);

    // Its own channels are fine.
    const own = subscriptionErrors(client, `private-message.receiver.${intruder.id}`);
    client.echo.private(`message.receiver.${intruder.id}`);
    await client.settle();
    expect(own.items).toEqual([]);
  });
});

describe('presence', () => {
  it('counts a user with two tabs once, and announces the leave when the last tab goes', async () => {
    const [creator, advertiser] = await Promise.all([buildCreator(t), buildAdvertiser(t)]);
    const arrangementId = await buildArrangement(t, advertiser, creator);
    const channel = `arrangement.${arrangementId}`;
    const creatorTab = await connect(creator);
    const joining = new Inbox<TPresenceMember['user_info']>('joining');
    const leaving = new Inbox<TPresenceMember['user_info']>('leaving');
    const creatorHere = new Inbox<TPresenceMember['user_info'][]>('creator here');
    creatorTab.echo.join(channel).here(creatorHere.push).joining(joining.push).leaving(leaving.push);
    const [alone] = await creatorHere.waitFor(1);
    expect(alone).toEqual([{ id: creator.id, name: 'Ana H.' }]);

    const firstTab = await connect(advertiser);
    const firstHere = new Inbox<TPresenceMember['user_info'][]>('first tab here');
    firstTab.echo.join(channel).here(firstHere.push);
    const [both] = await firstHere.waitFor(1);
    expect(both!.map((m) => m.id).sort()).toEqual([creator.id, advertiser.id].sort());
    expect(await joining.waitFor(1)).toEqual([{ id: advertiser.id, name: 'Ana H.' }]);

    const secondTab = await connect(advertiser);
    const secondHere = new Inbox<TPresenceMember['user_info'][]>('second tab here');
    secondTab.echo.join(channel).here(secondHere.push);
    const [stillBoth] = await secondHere.waitFor(1);
    expect(stillBoth!.map((m) => m.id).sort()).toEqual([creator.id, advertiser.id].sort());

    // One tab leaves the channel, the other closes: one leave, after the last one.
    secondTab.echo.leave(channel);
    await secondTab.settle();
    firstTab.close();
    await leaving.waitFor(1);
    expect(leaving.items).toEqual([{ id: advertiser.id, name: 'Ana H.' }]);
    expect(joining.items).toHaveLength(1);
  });
});

describe('whispers', () => {
  it('reach the other participant only, never the database', async () => {
    const [creator, advertiser, outsider] = await Promise.all([
      buildCreator(t),
      buildAdvertiser(t),
      buildAdvertiser(t),
    ]);
    const arrangementId = await buildArrangement(t, advertiser, creator);
    const channel = `message.typing.${arrangementId}`;
    const event = `TypingEvent-${arrangementId}`;
    const [creatorClient, advertiserTab, advertiserOtherTab, outsiderClient] = await Promise.all([
      connect(creator),
      connect(advertiser),
      connect(advertiser),
      connect(outsider),
    ]);
    const inboxes = new Map<EchoClient, Inbox>();
    for (const client of [creatorClient, advertiserTab, advertiserOtherTab]) {
      const inbox = new Inbox(`whispers`);
      client.echo.private(channel).listenForWhisper(event, inbox.push);
      inboxes.set(client, inbox);
    }
    await Promise.all([creatorClient.settle(), advertiserTab.settle(), advertiserOtherTab.settle()]);

    // The outsider is not in the room: its whisper goes nowhere.
    const whisperOf = (id: number, typing: boolean) => ({
      id,
      arrangement_id: arrangementId,
      typing,
      message_sent: false,
    });
    outsiderClient.socket.emit('client event', {
      channel: `private-${channel}`,
      event: `client-${event}`,
      data: whisperOf(outsider.id, true),
    });
    await outsiderClient.settle();
    advertiserTab.echo.private(channel).whisper(event, whisperOf(advertiser.id, true));
    expect(await inboxes.get(creatorClient)!.waitFor(1)).toEqual([whisperOf(advertiser.id, true)]);

    creatorClient.echo.private(channel).whisper(event, whisperOf(creator.id, false));
    await inboxes.get(advertiserTab)!.waitFor(1);
    await inboxes.get(advertiserOtherTab)!.waitFor(1);
    // Neither of the advertiser's tabs hears its own typing.
    expect(inboxes.get(advertiserTab)!.items).toEqual([whisperOf(creator.id, false)]);
    expect(inboxes.get(advertiserOtherTab)!.items).toEqual([whisperOf(creator.id, false)]);
    expect(inboxes.get(creatorClient)!.items).toEqual([whisperOf(advertiser.id, true)]);
  });

  it('ignores malformed events without dropping the connection', async () => {
    const creator = await buildCreator(t);
    const client = await connect(creator);
    for (const [event, payload] of [
      ['subscribe', null],
      ['subscribe', { channel: 42 }],
      ['unsubscribe', 'private-message.receiver.1'],
      ['client event', { channel: 'private-message.typing.1' }],
      [
        'client event',
        { channel: `private-message.receiver.${creator.id}`, event: 'MessageEvent', data: {} },
      ],
      ['something else', {}],
    ] as const) {
      client.socket.emit(event, payload);
    }
    await client.settle();
    expect(client.socket.connected).toBe(true);
  });
});
