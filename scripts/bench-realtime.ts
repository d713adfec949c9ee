/**
 * npm run bench:realtime [-- --clients 2000 --rate 1000 --seconds 20 --warmup 3 --scenarios relay,single,cross]
 * npm run bench:realtime -- --scenarios presence [--idle 20]
 *
 * A benchmark of real-time delivery (issue 6), not a test: it prints numbers and asserts nothing.
 * It creates a PostgreSQL database of its own (`--database-url`, default
 * postgres://postgres@127.0.0.1:5432/spona_rt_bench; dropped at the end), then runs three scenarios,
 * each with `--clients` connected clients in pairs and `--rate` messages per second for `--warmup` +
 * `--seconds` (only messages sent after the warm-up count):
 *   - bare relay: a plain socket.io server that relays `relay` events to the receiver's room;
 *   - real path, 1 process: POST messages/messaging/send (auth, transaction, commit) -> broadcast ->
 *     laravel-echo client on `private-message.receiver.{id}`;
 *   - real path, 2 processes + Redis (`--redis-url`): the sender posts to its own process and the
 *     receiver is connected to the other one, so every message crosses processes.
 * `--scenarios presence` (not run by default) measures presence instead: scripts/benchRealtimePresence.ts.
 * Servers run as child processes; the clients and the load run in this process (one clock), from
 * send to receipt. A message is lost when its send succeeded and it did not arrive within 10 s.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Echo from 'laravel-echo';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { ACCESS_TOKEN_TTL_MS, API_BASE_PATH, OAUTH_CLIENT_ID, REALTIME_EVENTS } from '@spona/contracts';
import type { TMessageEvent } from '@spona/contracts';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { arrangements, oauthAccessTokens, offers, users } from '../apps/api/src/db/schema';
import { generateSecret, hashSecret } from '../apps/api/src/domain/accounts/secrets';
import { benchPresence, printPresence, type PresenceResult } from './benchRealtimePresence';

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    clients: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/spona_rt_bench' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    /** Which of relay, single, cross, presence to run. */
    scenarios: { type: 'string', default: 'relay,single,cross' },
    /** Presence: how long nothing happens while its cost is measured, seconds. */
    idle: { type: 'string', default: '20' },
    /** Writes a CPU profile of each server process (node --cpu-prof) into the current directory. */
    profile: { type: 'boolean', default: false },
  },
});
const CLIENTS = Math.max(2, Math.min(10_000, Math.floor(Number(values.clients) / 2) * 2));
const RATE = Math.max(1, Math.min(5000, Number(values.rate)));
const SECONDS = Math.max(1, Math.min(300, Number(values.seconds)));
const WARMUP_SECONDS = Math.max(0, Math.min(60, Number(values.warmup)));
const DATABASE_URL = values['database-url']!;
const SCENARIOS = new Set(values.scenarios!.split(','));
const REDIS_URL = values['redis-url']!;
/** After the last send has been answered, how long a missing message is waited for before it counts as lost. */
const DRAIN_MS = 10_000;
/** How long the answers of an overloaded server are waited for (they are slow, not lost). */
const ANSWER_DRAIN_MS = 300_000;
const CONNECT_BATCH = 100;
const STOP_GRACE_MS = 20_000;
const started = performance.now();
/** Progress on stderr, so that the tables on stdout stay clean. */
const progress = (what: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${what}`);

type Actor = { id: number; token: string };
type Pair = { a: Actor; b: Actor; arrangementId: number };
type Result = {
  name: string;
  sent: number;
  failed: number;
  received: number;
  /** Send to receipt, ms. */
  latencies: number[];
  /** Send to the answer of the send (HTTP) or to the emit (relay), ms. */
  acks: number[];
  /** Sends not answered within ANSWER_DRAIN_MS (an overloaded server: slow, not known lost). */
  unanswered: number;
  lag: number;
};

// ---- child processes: the servers ----

async function serveApp() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', SEED_DEMO: 'false' });
  const { server } = await createApp(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

async function serveRelay() {
  const httpServer = http.createServer();
  const io = new Server(httpServer, { serveClient: false });
  io.on('connection', (socket) => {
    void socket.join(`user.${String(socket.handshake.auth.id)}`);
    socket.on('relay', (to: number, content: string) => io.to(`user.${to}`).emit('message', content));
  });
  httpServer.listen(0, '127.0.0.1', () => {
    const address = httpServer.address();
    process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.once('SIGTERM', () => void io.close(() => process.exit(0)));
}

type Child = { port: number; pid: number; stop(): Promise<void>; kill(): Promise<void> };

function startChild(role: 'app' | 'relay', env: Record<string, string> = {}): Promise<Child> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--role', role], {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...(values.profile ? ['--cpu-prof'] : [])],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
    child.once('message', (message: { port: number }) => {
      resolve({
        port: message.port,
        pid: child.pid!,
        kill: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            // A graceful close that takes longer than this is reported and cut short.
            const cut = setTimeout(() => {
              progress(`${role} server did not close within ${STOP_GRACE_MS} ms: killing it`);
              child.kill('SIGKILL');
            }, STOP_GRACE_MS);
            child.once('exit', () => {
              clearTimeout(cut);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

// ---- the database ----

async function recreateDatabase(drop = false) {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (!drop) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/** CLIENTS users in pairs, each pair with an in-progress arrangement, each user with an access token. */
async function seedPairs(): Promise<Pair[]> {
  const database = await openDatabase({ databaseUrl: DATABASE_URL });
  try {
    const { db } = database;
    const run = randomUUID().slice(0, 8);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({
          type: i % 2 === 0 ? ('ADVERTISER' as const) : ('INFLUENCER' as const),
          username: `bench_${run}_${i}`,
          firstName: 'Bench',
          lastName: `User ${i}`,
          email: `bench.${run}.${i}@example.com`,
          passwordHash: 'not-a-password-hash',
          locationId: 1,
          company: i % 2 === 0 ? 'Bench d.o.o.' : null,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => generateSecret());
    await db.insert(oauthAccessTokens).values(
      rows.map((row, i) => ({
        tokenHash: hashSecret(tokens[i]!),
        clientId: OAUTH_CLIENT_ID,
        userId: row.id,
        familyId: randomUUID(),
        expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_MS),
      })),
    );
    const actors = rows.map((row, i) => ({ id: row.id, token: tokens[i]! }));
    const pairs: Array<Omit<Pair, 'arrangementId'>> = [];
    for (let i = 0; i < actors.length; i += 2) pairs.push({ a: actors[i]!, b: actors[i + 1]! });
    const offerRows = await db
      .insert(offers)
      .values(
        pairs.map((p) => ({ userId: p.b.id, type: 'INFLUENCER_OFFER' as const, name: 'Bench service' })),
      )
      .returning({ id: offers.id });
    const arrangementRows = await db
      .insert(arrangements)
      .values(
        pairs.map((p, i) => ({
          offerId: offerRows[i]!.id,
          requesterId: p.a.id,
          receiverId: p.b.id,
          status: 'IN_PROGRESS' as const,
          messageKey: `bench${String(i).padStart(3, '0')}`.slice(-8),
        })),
      )
      .returning({ id: arrangements.id });
    return pairs.map((p, i) => ({ ...p, arrangementId: arrangementRows[i]!.id }));
  } finally {
    await database.close();
  }
}

// ---- clients and load ----

/** Connects `count` clients in batches; `open(i)` makes the i-th socket, resolved once connected. */
async function connectAll(count: number, open: (i: number) => Socket): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, k) => open(start + k));
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            if (socket.connected) return resolve();
            socket.once('connect', () => resolve());
            socket.once('connect_error', (err) => reject(err));
          }),
      ),
    );
    sockets.push(...batch);
  }
  progress(`${count} clients connected`);
  return sockets;
}

/** The server handles a socket's events in order: a refused impossible channel means all before are done. */
function settle(socket: Socket, n: number): Promise<void> {
  const channel = `private-barrier.${n}`;
  return new Promise((resolve) => {
    const handler = (name: string) => {
      if (name !== channel) return;
      socket.off('subscription_error', handler);
      resolve();
    };
    socket.on('subscription_error', handler);
    socket.emit('subscribe', { channel });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function postMessage(port: number, sender: Actor, arrangementId: number, content: string, key: string) {
  const body = JSON.stringify({ arrangement_id: arrangementId, content, message_key: key });
  return new Promise<number>((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_BASE_PATH}/messages/messaging/send`,
        agent,
        headers: {
          authorization: `Bearer ${sender.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'app-language': 'en',
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', () => resolve(0));
    request.end(body);
  });
}

type Send = (seq: number, content: string) => Promise<boolean>;

/**
 * Open loop: `RATE` sends per second (catching up every millisecond), each timed from the moment it
 * is issued to the moment the receiver's client gets it.
 */
async function runLoad(
  name: string,
  send: Send,
  onReceipt: (handler: (content: string) => void) => void,
): Promise<Result> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const acks: number[] = [];
  let received = 0;
  let failed = 0;
  let measuredSent = 0;
  let lag = 0;
  const warmupCount = Math.round(WARMUP_SECONDS * RATE);
  const total = warmupCount + Math.round(SECONDS * RATE);
  let allReceived: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  onReceipt((content) => {
    const seq = Number(content.slice(content.indexOf(':') + 1));
    const started = sentAt.get(seq);
    if (started === undefined) return;
    sentAt.delete(seq);
    if (seq >= warmupCount) {
      latencies.push(performance.now() - started);
      received += 1;
    }
    if (sentAt.size === 0 && issued === total) allReceived();
  });
  let issued = 0;
  const answers: Array<Promise<void>> = [];
  progress(`${name}: sending ${total} messages`);
  const begin = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - begin) / 1000) * RATE));
      lag = Math.max(lag, due - issued > 1 ? ((due - issued) / RATE) * 1000 : 0);
      for (; issued < due; issued += 1) {
        const seq = issued;
        sentAt.set(seq, performance.now());
        if (seq >= warmupCount) measuredSent += 1;
        const issuedAt = performance.now();
        const answered = send(seq, `bench:${seq}`).then((ok) => {
          if (seq >= warmupCount) acks.push(performance.now() - issuedAt);
          if (ok) return;
          sentAt.delete(seq);
          if (seq >= warmupCount) failed += 1;
        });
        answers.push(answered);
      }
      if (issued >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  progress(`${name}: all sent, waiting for the answers`);
  await Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, ANSWER_DRAIN_MS))]);
  progress(`${name}: all answered, waiting for the last receipts`);
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
  const unanswered = measuredSent - acks.length;
  return { name, sent: measuredSent, failed, received, latencies, acks, unanswered, lag };
}

async function benchRelay(): Promise<Result> {
  const relay = await startChild('relay');
  const url = `http://127.0.0.1:${relay.port}`;
  const sockets = await connectAll(CLIENTS, (i) =>
    connectSocket(url, { transports: ['websocket'], auth: { id: i } }),
  );
  try {
    return await runLoad(
      'bare socket.io relay, 1 process',
      (seq, content) => {
        const pair = seq % (CLIENTS / 2);
        const fromA = Math.floor(seq / (CLIENTS / 2)) % 2 === 0;
        const [from, to] = fromA ? [2 * pair, 2 * pair + 1] : [2 * pair + 1, 2 * pair];
        sockets[from]!.emit('relay', to, content);
        return Promise.resolve(true);
      },
      (handler) => sockets.forEach((s) => s.on('message', handler)),
    );
  } finally {
    sockets.forEach((s) => s.disconnect());
    await relay.stop();
  }
}

async function benchRealPath(name: string, ports: number[], pairs: Pair[], keyTag: string): Promise<Result> {
  // With two processes a pair's users sit on different ones, and each sends to its own process.
  const portOf = (pairIndex: number, isA: boolean) => ports[(pairIndex + (isA ? 0 : 1)) % ports.length]!;
  const echos: Array<Echo<'socket.io'>> = [];
  const actors = pairs.flatMap((p, i) => [
    { actor: p.a, port: portOf(i, true) },
    { actor: p.b, port: portOf(i, false) },
  ]);
  const sockets = await connectAll(actors.length, (i) => {
    const { actor, port } = actors[i]!;
    const echo = new Echo<'socket.io'>({
      broadcaster: 'socket.io',
      client: connectSocket,
      host: `http://127.0.0.1:${port}`,
      namespace: false,
      transports: ['websocket'],
      auth: { headers: { Authorization: `Bearer ${actor.token}` } },
    });
    echos.push(echo);
    return echo.connector.socket as unknown as Socket;
  });
  let deliver: (content: string) => void = () => undefined;
  echos.forEach((echo, i) =>
    echo
      .private(`message.receiver.${actors[i]!.actor.id}`)
      .listen(REALTIME_EVENTS.message, (event: TMessageEvent) => deliver(event.message.content)),
  );
  await Promise.all(sockets.map((s, i) => settle(s, i)));
  try {
    return await runLoad(
      name,
      async (seq, content) => {
        const pairIndex = seq % pairs.length;
        const pair = pairs[pairIndex]!;
        const fromA = Math.floor(seq / pairs.length) % 2 === 0;
        const status = await postMessage(
          portOf(pairIndex, fromA),
          fromA ? pair.a : pair.b,
          pair.arrangementId,
          content,
          // SPEC §9 message key: 8 alphanumerics, unique per sender and arrangement across scenarios.
          `${keyTag}${seq.toString(36).padStart(7, '0')}`,
        );
        return status === 201 || status === 200;
      },
      (handler) => {
        deliver = handler;
      },
    );
  } finally {
    echos.forEach((echo) => echo.disconnect());
  }
}

// ---- report ----

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summarize(result: Result) {
  const sorted = [...result.latencies].sort((x, y) => x - y);
  const acks = [...result.acks].sort((x, y) => x - y);
  return {
    ...result,
    ackP50: percentile(acks, 50),
    ackP99: percentile(acks, 99),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    lost: result.sent - result.unanswered - result.failed - result.received,
  };
}

function printTable(rows: Array<ReturnType<typeof summarize>>) {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
  console.log(
    [
      'scenario'.padEnd(40),
      'sent',
      'failed',
      'unanswered',
      'lost',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'send p50/p99 ms',
      'lag ms',
    ].join('\t'),
  );
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(40),
        r.sent,
        r.failed,
        r.unanswered,
        r.lost,
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        ms(r.max),
        `${ms(r.ackP50)}/${ms(r.ackP99)}`,
        ms(r.lag),
      ].join('\t'),
    );
  }
}

async function main() {
  console.log(
    `bench:realtime: ${CLIENTS} clients, ${RATE} messages/s, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s, ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-rt-bench-'));
  const appEnv = { DATABASE_URL, LOG_LEVEL: 'warn', DATA_DIR: dataDir, REDIS_URL: '' };
  const rows: Array<ReturnType<typeof summarize>> = [];
  let presence: PresenceResult | undefined;
  await recreateDatabase();
  try {
    if (SCENARIOS.has('relay')) rows.push(summarize(await benchRelay()));

    const single = await startChild('app', appEnv); // migrates the new database
    const pairs = await seedPairs();
    try {
      if (SCENARIOS.has('single')) {
        const name = 'real path (HTTP, PostgreSQL), 1 process';
        rows.push(summarize(await benchRealPath(name, [single.port], pairs, 's')));
      }
    } finally {
      await single.stop();
    }

    if (SCENARIOS.has('cross')) {
      const first = await startChild('app', { ...appEnv, REDIS_URL });
      const second = await startChild('app', { ...appEnv, REDIS_URL });
      try {
        const name = 'real path, 2 processes + Redis (cross)';
        rows.push(summarize(await benchRealPath(name, [first.port, second.port], pairs, 'x')));
      } finally {
        await Promise.all([first.stop(), second.stop()]);
      }
    }

    if (SCENARIOS.has('presence')) {
      const first = await startChild('app', { ...appEnv, REDIS_URL });
      const second = await startChild('app', { ...appEnv, REDIS_URL });
      try {
        presence = await benchPresence({
          servers: [first, second],
          pairs,
          redisUrl: REDIS_URL,
          idleSeconds: Math.max(1, Math.min(600, Number(values.idle))),
          connectAll,
          progress,
        });
      } finally {
        await Promise.all([first.kill(), second.stop()]);
      }
    }
  } finally {
    await recreateDatabase(true);
    await rm(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
  console.log(
    `\nresults (load average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  if (rows.length > 0) printTable(rows);
  if (presence) printPresence(presence);
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const [bare, one, two] = [find('bare'), find('real path (HTTP'), find('real path, 2')];
  if (bare && one) {
    console.log(
      `\ngoals (1 process): p50 ${one.p50.toFixed(1)} <= 5 ms: ${one.p50 <= 5}; p99 ${one.p99.toFixed(1)} <= 100 ms: ` +
        `${one.p99 <= 100}; lost ${one.lost} = 0: ${one.lost === 0}; p99 <= 3 x bare (${(3 * bare.p99).toFixed(1)}): ` +
        `${one.p99 <= 3 * bare.p99}`,
    );
  }
  if (one && two) {
    console.log(
      `goals (2 processes): p99 ${two.p99.toFixed(1)} <= 3 x single (${(3 * one.p99).toFixed(1)}): ` +
        `${two.p99 <= 3 * one.p99}; lost ${two.lost} = 0: ${two.lost === 0}`,
    );
  }
}

const role = values.role;
const entry =
  role === 'app' ? serveApp() : role === 'relay' ? serveRelay() : main().then(() => process.exit(0));
entry.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
