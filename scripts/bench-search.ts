/**
 * npm run bench:search [-- --seconds 10 --rate 200 --rounds 200]
 *
 * A benchmark of the searches of SPEC §7 (issue 5), not a test: it prints numbers and asserts nothing.
 * Uses the database of the configuration (DATABASE_URL [+ DATABASE_SCHEMA], else PGlite under DATA_DIR),
 * which must already be seeded, e.g. `npm run seed -- --creators 100000 --offers 50000`
 * (docs/PERFORMANCE.md). It starts the real server in-process on 127.0.0.1 and, for each search of a
 * typical mix:
 *   - db:   the domain's own SQL run straight on the database (`--rounds` times, one at a time),
 *   - http: the same search over HTTP (`--rounds` times, one at a time),
 *   - EXPLAIN (ANALYZE) of every statement the search runs (the page and the count), with the index and
 *     scan nodes it used, and for a text the lookups of typo matching (the dictionary of name words,
 *     then the rows with the words found);
 * then an open-loop run of the whole mix over HTTP at `--rate` requests per second for `--seconds`.
 * The HTTP client runs in a worker thread (scripts/benchHttpClient.ts), so that its own work does not
 * share the server's event loop, as no real client does. Every loop is bounded; nothing leaves 127.0.0.1.
 */
import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql, type SQL } from 'drizzle-orm';
import { ZAgencySearchQuery, ZCreatorSearchQuery, ZOfferSearchQuery, API_BASE_PATH } from '@spona/contracts';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Db } from '../apps/api/src/db/client';
import { searchAgencies } from '../apps/api/src/domain/search/searchAgencies';
import { searchCreators } from '../apps/api/src/domain/search/searchCreators';
import { searchOffers } from '../apps/api/src/domain/search/searchOffers';
import { toSearchText, TYPO_THRESHOLD } from '../apps/api/src/domain/search/textMatch';
import type { TOpenLoopResult, TOpenLoopRun, TSequentialResult, TSequentialRun } from './benchHttpClient';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '200' },
  },
});
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
const RATE = Math.min(1000, Math.max(1, Number(values.rate)));
const ROUNDS = Math.min(2000, Math.max(5, Number(values.rounds)));

type Case = { name: string; path: 'search/influencers' | 'search/offers' | 'public/agencies'; query: string };

/** The mix of typical searches of issue 5. */
const CASES: Case[] = [
  { name: 'selective text (full name)', path: 'search/influencers', query: 'text=marija kovačević' },
  { name: 'selective text, no accents', path: 'search/influencers', query: 'text=dordevic sibenik' },
  { name: 'common word, ranked', path: 'search/influencers', query: 'text=moda' },
  { name: 'common word, English', path: 'search/influencers', query: 'text=travel' },
  { name: 'misspelled name', path: 'search/influencers', query: 'text=horvta' },
  { name: 'misspelled full name', path: 'search/influencers', query: 'text=ivana kovacvic' },
  { name: 'filters only (rank)', path: 'search/influencers', query: 'categories=3,5&location_id=1' },
  {
    name: 'filters, followers range',
    path: 'search/influencers',
    query: 'followers=10000-50000&featured=false',
  },
  { name: 'sort followers', path: 'search/influencers', query: 'sort=followers' },
  { name: 'sort engagement asc', path: 'search/influencers', query: 'sort=engagement&order=asc' },
  { name: 'text + filters', path: 'search/influencers', query: 'text=zagreb&categories=1&followers=5000-' },
  { name: 'deep page', path: 'search/influencers', query: 'categories=2&skip=5000&limit=10' },
  { name: 'offers: text', path: 'search/offers', query: 'text=kampanja' },
  { name: 'offers: type, sort date', path: 'search/offers', query: 'type=ADVERTISER_OFFER&sort=date' },
  { name: 'offers: sort price asc', path: 'search/offers', query: 'sort=price&order=asc&categories=4' },
  { name: 'offers: misspelled', path: 'search/offers', query: 'text=recenzja' },
  { name: 'agencies: text', path: 'public/agencies', query: 'text=jadran tours' },
];

// Every request comes from 127.0.0.1: the default rate limit per address would answer 429 after 300.
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  RATE_LIMIT_DEFAULT_MAX: '1000000',
});
const { server, database } = await createApp(config);
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const api = `http://127.0.0.1:${port}${API_BASE_PATH}`;
const dialect = (
  database.db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }
).dialect;

/** A Db that records the statements a search runs (to EXPLAIN them) and otherwise passes through. */
function recordingDb(db: Db, seen: SQL[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') {
        return (query: SQL) => {
          seen.push(query);
          return target.execute(query);
        };
      }
      if (key === 'transaction') {
        return (run: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => run(recordingDb(tx as unknown as Db, seen)));
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

function runDomain(db: Db, c: Case) {
  const query = Object.fromEntries(new URLSearchParams(c.query));
  if (c.path === 'search/influencers') return searchCreators(db, ZCreatorSearchQuery.parse(query));
  if (c.path === 'search/offers') return searchOffers(db, ZOfferSearchQuery.parse(query));
  return searchAgencies(db, ZAgencySearchQuery.parse(query));
}

/** CPU ticks used so far by every PostgreSQL process of the machine (a local server), by pid. */
type CpuReading = { serverThread: number; process: number; postgres: Map<string, number> };

/**
 * CPU used so far by the server's thread (this process's main thread), by this whole process, and by
 * each PostgreSQL process of the machine, from /proc (seconds, and ticks of 1/100 s); undefined where
 * there is no /proc. Where the CPU goes says what limits the open loop's rate.
 */
async function readCpu(): Promise<CpuReading | undefined> {
  const ticks = async (statPath: string) => {
    const fields = (await readFile(statPath, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command name.
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    const postgres = new Map<string, number>();
    for (const pid of await readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
      if (comm.trim() === 'postgres') postgres.set(pid, await ticks(`/proc/${pid}/stat`).catch(() => 0));
    }
    return {
      serverThread: (await ticks(`/proc/self/task/${process.pid}/stat`)) / 100,
      process: (await ticks('/proc/self/stat')) / 100,
      postgres,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds of PostgreSQL between two readings: per process, so a connection that closed or opened meanwhile does not count what it used outside them. */
const postgresSeconds = (before: CpuReading, after: CpuReading) =>
  [...after.postgres].reduce((sum, [pid, t]) => sum + t - (before.postgres.get(pid) ?? 0), 0) / 100;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  // min: the run least disturbed by other processes on a shared machine, close to the cost of the work.
  return { min: s[0] ?? NaN, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
};
const ms = (n: number) => n.toFixed(2).padStart(7);

async function timeIt(run: () => Promise<unknown>, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

// tsx's loader hooks are per thread: the worker's first module registers them, then loads the client.
const clientBootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(new URL('./benchHttpClient.ts', import.meta.url).href)});`;
const client = new Worker(new URL(`data:text/javascript,${encodeURIComponent(clientBootstrap)}`));
/** Sends one run to the HTTP client thread and waits for its answer. */
function runClient(run: TSequentialRun): Promise<TSequentialResult>;
function runClient(run: TOpenLoopRun): Promise<TOpenLoopResult>;
function runClient(run: TSequentialRun | TOpenLoopRun): Promise<unknown> {
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage(run);
  });
}
const urlOf = (c: Case) => `${api}/${c.path}?${c.query}`;

const planLines = (rows: { 'QUERY PLAN': string }[]) =>
  rows.map((r) => r['QUERY PLAN']).filter((line) => /Scan|Execution Time|Sort Method|Limit/.test(line));

const inline = (query: { sql: string; params: unknown[] }) =>
  query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });

const explainAnalyze = async (db: Db, statement: string) =>
  planLines(
    (
      await db.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement}`),
      )
    ).rows,
  );

/**
 * EXPLAIN (ANALYZE) of every statement a search runs (its page, and its count when that is apart) and,
 * for a text, of the lookup that spona_near_words() (migration 0015) runs inside: the dictionary words
 * near each word (trigram index). A function's own statements do not show in its caller's plan, so it
 * is rebuilt here the way the function builds it.
 */
async function explain(c: Case): Promise<string[]> {
  const seen: SQL[] = [];
  await runDomain(recordingDb(database.db, seen), c);
  if (seen.length === 0) return ['(no statement)'];
  const lines: string[] = [];
  for (const [i, statement] of seen.entries()) {
    lines.push(
      `statement ${i + 1} of ${seen.length}`,
      ...(await explainAnalyze(database.db, inline(dialect.sqlToQuery(statement)))),
    );
  }
  const text = toSearchText(new URLSearchParams(c.query).get('text') ?? undefined);
  const words = text?.words.filter((word) => word.length >= 3) ?? [];
  if (words.length === 0) return lines;
  const typo = await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
    );
    const out: string[] = [];
    for (const word of words) {
      const quoted = `spona_unaccent('${word.replaceAll("'", "''")}')`;
      out.push(
        `typo: dictionary words near '${word}'`,
        ...(await explainAnalyze(
          tx as unknown as Db,
          `SELECT word FROM search_dictionary WHERE ${quoted} <% word`,
        )),
      );
    }
    return out;
  });
  return [...lines, ...typo];
}

console.log(`Spona search benchmark: ${database.kind}, server on 127.0.0.1:${port}`);
/** The machine's load: other processes on a shared machine are part of every number below. */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} CPUs`;
console.log(`rounds per case ${ROUNDS}; open loop ${RATE} req/s for ${SECONDS} s; ${load()}\n`);
const warm = Math.min(20, ROUNDS);
const summary: string[] = [];
for (const c of CASES) {
  await timeIt(() => runDomain(database.db, c), warm);
  await runClient({ kind: 'sequential', url: urlOf(c), rounds: warm });
  const db = stats(await timeIt(() => runDomain(database.db, c), ROUNDS));
  const first = await runClient({ kind: 'sequential', url: urlOf(c), rounds: ROUNDS });
  const http = stats(first.samples);
  summary.push(
    `${c.name.padEnd(30)} ${String(first.status)} total ${String(first.total).padStart(6)} | db min ${ms(db.min)} p50 ${ms(db.p50)} p95 ${ms(db.p95)} p99 ${ms(db.p99)} | http min ${ms(http.min)} p50 ${ms(http.p50)} p95 ${ms(http.p95)} p99 ${ms(http.p99)} | +${ms(http.p50 - db.p50)} ms`,
  );
  console.log(summary[summary.length - 1]);
  for (const line of await explain(c)) console.log(`      ${line.trim()}`);
}

console.log(`\n${load()}`);
// Open loop: one request every 1000/RATE ms, whatever the answers do, for SECONDS (bounded).
const eluBefore = performance.eventLoopUtilization();
const cpuBefore = await readCpu();
const {
  latencies,
  elapsedSeconds: elapsed,
  failures: failureKinds,
} = await runClient({
  kind: 'openLoop',
  urls: CASES.map(urlOf),
  rate: RATE,
  seconds: SECONDS,
});
const failures = failureKinds.reduce((sum, [, n]) => sum + n, 0);
const mix = stats(latencies);
console.log(
  `\nmix over HTTP at ${RATE} req/s offered: ${latencies.length} answered in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} req/s, failures ${failures}${failureKinds.length > 0 ? ` (${failureKinds.map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : ''}, p50 ${ms(mix.p50)} p95 ${ms(mix.p95)} p99 ${ms(mix.p99)} ms`,
);
// How busy the server's event loop was: near 1, Node (not the database) is what limits the rate.
const elu = performance.eventLoopUtilization(eluBefore);
const cpuAfter = await readCpu();
console.log(`server event loop busy ${(elu.utilization * 100).toFixed(0)} % of the open loop; ${load()}`);
if (cpuBefore && cpuAfter && latencies.length > 0) {
  const perRequest = (seconds: number) => ((seconds * 1000) / latencies.length).toFixed(2);
  console.log(
    `CPU per request: server thread ${perRequest(cpuAfter.serverThread - cpuBefore.serverThread)} ms, PostgreSQL processes ${perRequest(postgresSeconds(cpuBefore, cpuAfter))} ms, this whole process (server, client thread, GC) ${perRequest(cpuAfter.process - cpuBefore.process)} ms`,
  );
}
await client.terminate();
await server.close();
