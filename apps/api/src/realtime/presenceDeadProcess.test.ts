import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TPresenceMember } from '@spona/contracts';
import { startChildServer, type ChildServer } from '../testing/childServer';
import { buildAdvertiser, buildCreator, type Actor } from '../testing/factories';
import { useTestServer } from '../testing/useTestServer';
import { connectEcho, connected, Inbox, type EchoClient } from './echoTestClient';
import { PRESENCE_LEDGER_TIMING } from './presenceLedger';
import { buildArrangement } from './realtimeFixtures';

/**
 * Issue 15, ghost presence: members held by a process that dies (SIGKILL: it says no goodbye) or that
 * shuts down while their clients have nowhere else to go leave within 30 s, for the members on the
 * other processes. The other processes are real ones (main.ts through tsx) on this test server's
 * PostgreSQL schema and Redis.
 */
const isRunnable = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const title = isRunnable
  ? 'presence when a process dies'
  : 'presence when a process dies (SKIPPED: set TEST_DATABASE_URL and TEST_REDIS_URL to run it)';
type Member = TPresenceMember['user_info'];
/** Well above the bound, so that a late announcement fails on its content, not on the time-out. */
const LEAVING_WAIT_MS = PRESENCE_LEDGER_TIMING.boundMs + 10_000;

describe.skipIf(!isRunnable)(title, () => {
  const t = useTestServer();
  const clients: EchoClient[] = [];
  const children: ChildServer[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop('SIGKILL')));
  });

  async function connect(origin: string, actor: Actor) {
    const client = connectEcho(origin, actor.token);
    clients.push(client);
    await connected(client);
    return client;
  }

  /** Joins the presence channel and waits for its member list (the join has been handled). */
  async function join(origin: string, actor: Actor, channel: string) {
    const client = await connect(origin, actor);
    const here = new Inbox<Member[]>(`here of ${actor.id} in ${channel}`);
    client.echo.join(channel).here(here.push);
    await here.waitFor(1);
    return client;
  }

  it(
    'announces leaving for the only tab on a killed or stopped process, and not for a user still connected elsewhere',
    async () => {
      const [killed, stopped] = await Promise.all([startChildServer(t), startChildServer(t)]);
      children.push(killed, stopped);
      const [watcher, onKilled, onStopped, onBoth] = await Promise.all([
        buildAdvertiser(t),
        buildCreator(t),
        buildCreator(t),
        buildCreator(t),
      ]);
      const channels = await Promise.all(
        [onKilled, onStopped, onBoth].map(async (creator) => {
          return `arrangement.${await buildArrangement(t, watcher, creator)}`;
        }),
      );
      // The watcher on this process, in the three channels.
      const watcherClient = await connect(t.origin, watcher);
      const inboxes = channels.map((channel) => {
        const here = new Inbox<Member[]>(`watcher's here in ${channel}`);
        const joining = new Inbox<Member>(`joining in ${channel}`);
        const leaving = new Inbox<Member>(`leaving in ${channel}`);
        watcherClient.echo.join(channel).here(here.push).joining(joining.push).leaving(leaving.push);
        return { here, joining, leaving };
      });
      await Promise.all(inboxes.map(({ here }) => here.waitFor(1)));

      await join(killed.origin, onKilled, channels[0]!);
      await join(stopped.origin, onStopped, channels[1]!);
      await join(killed.origin, onBoth, channels[2]!);
      await join(t.origin, onBoth, channels[2]!);
      for (const { joining } of inboxes) await joining.waitFor(1);

      await Promise.all([killed.stop('SIGKILL'), stopped.stop('SIGTERM')]);
      const [leftKilled, leftStopped] = await Promise.all([
        inboxes[0]!.leaving.waitFor(1, undefined, LEAVING_WAIT_MS),
        inboxes[1]!.leaving.waitFor(1, undefined, LEAVING_WAIT_MS),
      ]);
      expect(leftKilled).toEqual([{ id: onKilled.id, name: 'Ana H.' }]);
      expect(leftStopped).toEqual([{ id: onStopped.id, name: 'Ana H.' }]);
      // The killed process's members were all looked at in one pass: an announcement for the user who
      // still has a tab here would have come with the first one.
      await watcherClient.settle();
      expect(inboxes[2]!.leaving.items).toEqual([]);
      expect(inboxes.map(({ joining }) => joining.items.length)).toEqual([1, 1, 1]);
    },
    PRESENCE_LEDGER_TIMING.boundMs * 2 + 60_000,
  );
});
