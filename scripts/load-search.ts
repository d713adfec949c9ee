/**
 * npm run load:search [-- --clients 200 --seconds 10 --timeout 10 --url http://127.0.0.1:3000]
 *                     [--database-url postgres://…] [--server-root .] [--ignore-retry-after]
 *
 * An overload of searches (issue 15, finding 8), not a test: it prints numbers and asserts nothing.
 * `--clients` clients arrive spread over the first second, each on a kept-alive connection of its own
 * and from an address of its own (X-Forwarded-For, TRUST_PROXY=loopback), and searches over and over
 * (a mix of public creator and offer searches) until `--seconds` have passed. A search not answered
 * within `--timeout` seconds is a client time-out: the client gives up on that connection and opens a
 * new one. A 503 or 429 is waited out as its Retry-After asks (at most 5 s), as a browser's retry
 * would; `--ignore-retry-after` asks again at once. After the load stops, one search a tenth of a
 * second measures the recovery: how long until a search answers 200 within a second.
 * Without `--url` it starts the built server (apps/api/dist/main.js of `--server-root`, so another
 * checkout gives the numbers before a change) over seeded demo data: PGlite in a temporary DATA_DIR,
 * or with `--database-url` a fresh schema of that PostgreSQL database, dropped at the end.
 * Bounded: at most 1000 clients for at most 120 s; nothing leaves 127.0.0.1 unless `--url` says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listeningPortOf } from '../apps/api/src/testing/listeningPort';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '10' },
    url: { type: 'string' },
    'database-url': { type: 'string' },
    'server-root': { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    'ignore-retry-after': { type: 'boolean', default: false },
  },
});
const CLIENTS = Math.max(1, Math.min(1000, Number(values.clients)));
const SECONDS = Math.max(1, Math.min(120, Number(values.seconds)));
const TIMEOUT_MS = Math.max(1, Math.min(60, Number(values.timeout))) * 1000;
const HONOURS_RETRY_AFTER = !values['ignore-retry-after'];
const ARRIVAL_MS = 1000;
const MAX_RETRY_AFTER_MS = 5000;
const RECOVERED_WITHIN_MS = 1000;
const RECOVERY_LIMIT_MS = 60_000;
const START_LIMIT_MS = 180_000;
const WARM_UP_CLIENTS = 10;
const WARM_UP_MS = 2000;
/** When the measured run began (after the warm-up). */
let runStarted = 0;

/** Typical public searches (SPEC §7), as in scripts/bench-search.ts. */
const SEARCHES = [
  'search/influencers?text=marija',
  'search/influencers?text=sibenik',
  'search/influencers?text=moda',
  'search/influencers?text=horvta',
  'search/influencers?categories=3,5&location_id=1',
  'search/influencers?sort=followers',
  'search/offers?text=kozmetika',
  'search/offers',
];

type Outcome =
  | { kind: 'answered'; status: number; ms: number; retryAfterMs: number }
  | { kind: 'timeout' }
  | { kind: 'error' };

/** One GET on the client's own connection; a time-out destroys that connection. */
function search(agent: Agent, url: URL, address: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent, headers: { 'x-forwarded-for': address } }, (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        const retryAfter = Number(res.headers['retry-after']);
        resolve({
          kind: 'answered',
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          retryAfterMs: Number.isFinite(retryAfter) ? Math.min(MAX_RETRY_AFTER_MS, retryAfter * 1000) : 0,
        });
      });
      res.on('error', () => resolve({ kind: 'error' }));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ kind: 'timeout' });
    }, TIMEOUT_MS);
    req.on('error', () => {
      clearTimeout(timer);
      resolve({ kind: 'error' });
    });
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tally = {
  requests: number;
  statuses: Map<number, number>;
  timeouts: number;
  errors: number;
  /** Answer times of every answered search, and of the 2xx among them. */
  ms: number[];
  okMs: number[];
  /** Per second of the run (by when the search was sent): 2xx, 503 and the slowest answer. */
  seconds: { ok: number; busy: number; maxMs: number }[];
};

async function runClient(
  api: string,
  client: number,
  deadline: number,
  tally: Tally,
  arrivalMs = ARRIVAL_MS,
): Promise<void> {
  await sleep((client * arrivalMs) / CLIENTS);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const address = `10.88.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  for (let i = client; performance.now() < deadline; i += 1) {
    tally.requests += 1;
    const outcome = await search(agent, new URL(`${api}/${SEARCHES[i % SEARCHES.length]}`), address);
    if (outcome.kind === 'timeout') tally.timeouts += 1;
    else if (outcome.kind === 'error') tally.errors += 1;
    else {
      tally.statuses.set(outcome.status, (tally.statuses.get(outcome.status) ?? 0) + 1);
      tally.ms.push(outcome.ms);
      const second = (tally.seconds[
        Math.max(0, Math.floor((performance.now() - outcome.ms - runStarted) / 1000))
      ] ??= {
        ok: 0,
        busy: 0,
        maxMs: 0,
      });
      if (outcome.status === 503) second.busy += 1;
      else if (outcome.status < 300) second.ok += 1;
      second.maxMs = Math.max(second.maxMs, outcome.ms);
      if (outcome.status >= 200 && outcome.status < 300) tally.okMs.push(outcome.ms);
      if (HONOURS_RETRY_AFTER && (outcome.status === 503 || outcome.status === 429)) {
        await sleep(Math.min(outcome.retryAfterMs || 1000, Math.max(0, deadline - performance.now())));
      }
    }
  }
  agent.destroy();
}

/** Milliseconds from now until a search answers 200 within RECOVERED_WITHIN_MS, probed every 100 ms. */
async function measureRecovery(api: string): Promise<number | undefined> {
  const started = performance.now();
  const url = new URL(`${api}/${SEARCHES[0]}`);
  while (performance.now() - started < RECOVERY_LIMIT_MS) {
    const agent = new Agent({ keepAlive: false });
    const outcome = await search(agent, url, '10.99.0.1');
    agent.destroy();
    if (outcome.kind === 'answered' && outcome.status === 200 && outcome.ms < RECOVERED_WITHIN_MS) {
      return performance.now() - started;
    }
    await sleep(100);
  }
  return undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function startServer(): Promise<{ api: string; stop: () => Promise<void> }> {
  const root = path.resolve(values['server-root']!);
  const entry = path.join(root, 'apps/api/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` in ${root} first`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-load-'));
  const databaseUrl = values['database-url'];
  const schema = databaseUrl ? `load_${randomBytes(6).toString('hex')}` : '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      SEED_DEMO: 'true',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  };
  try {
    const port = await listeningPortOf(child, START_LIMIT_MS);
    return { api: `http://127.0.0.1:${port}/api/v1`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A tally with nothing counted yet. */
function newTally(): Tally {
  return { requests: 0, statuses: new Map(), timeouts: 0, errors: 0, ms: [], okMs: [], seconds: [] };
}

/**
 * Before the measured run, WARM_UP_CLIENTS search together for WARM_UP_MS, not counted: a server that
 * has just started compiles its code and opens its connections on the first requests, which an overload
 * of a running server does not meet.
 */
async function warmUp(api: string): Promise<void> {
  const deadline = performance.now() + WARM_UP_MS;
  const tally = newTally();
  await Promise.all(
    Array.from({ length: WARM_UP_CLIENTS }, (_, client) => runClient(api, client, deadline, tally, 0)),
  );
}

const server = values.url ? undefined : await startServer();
const api = values.url ? `${values.url.replace(/\/$/, '')}/api/v1` : server!.api;
await warmUp(api);
runStarted = performance.now();
try {
  console.error(
    `${CLIENTS} clients arriving over ${ARRIVAL_MS} ms, searching for ${SECONDS} s against ${api}…`,
  );
  const tally = newTally();
  const deadline = runStarted + SECONDS * 1000;
  const clients = Array.from({ length: CLIENTS }, (_, client) => runClient(api, client, deadline, tally));
  await sleep(Math.max(0, deadline - performance.now()));
  // The load has stopped: no client starts another search; those in flight still finish or time out.
  const recoveryMs = await measureRecovery(api);
  await Promise.all(clients);

  const count = (low: number, high: number) =>
    [...tally.statuses]
      .filter(([status]) => status >= low && status < high)
      .reduce((sum, [, n]) => sum + n, 0);
  const describe = (ms: number[]) => {
    const sorted = ms.sort((a, b) => a - b);
    return `p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`;
  };
  const others = [...tally.statuses].filter(
    ([status]) => !(status >= 200 && status < 300) && status !== 429 && status !== 503,
  );
  console.log(
    [
      `server: ${values.url ?? `${values['server-root']} (${values['database-url'] ? 'PostgreSQL' : 'PGlite'})`}`,
      `clients: ${CLIENTS} over ${ARRIVAL_MS} ms, ${SECONDS} s, client time-out ${TIMEOUT_MS / 1000} s, Retry-After ${HONOURS_RETRY_AFTER ? 'honoured' : 'ignored'}`,
      `requests: ${tally.requests}`,
      `2xx: ${count(200, 300)}`,
      `429: ${tally.statuses.get(429) ?? 0}`,
      `503: ${tally.statuses.get(503) ?? 0}`,
      ...(others.length > 0
        ? [`other statuses: ${others.map(([status, n]) => `${n} × ${status}`).join(', ')}`]
        : []),
      `client time-outs: ${tally.timeouts}`,
      `connection errors: ${tally.errors}`,
      `answered (any status): ${describe(tally.ms)}`,
      `answered 2xx: ${describe(tally.okMs)}`,
      `per second (sent in it: 2xx / 503 / slowest answer): ${tally.seconds
        .map((second) => `${second.ok}/${second.busy}/${Math.round(second.maxMs)}`)
        .join(' ')}`,
      `recovery: ${recoveryMs === undefined ? `none within ${RECOVERY_LIMIT_MS / 1000} s` : `${Math.round(recoveryMs)} ms`} until a search answered 200 within ${RECOVERED_WITHIN_MS} ms`,
    ].join('\n'),
  );
} finally {
  await server?.stop();
}
