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
 *   - EXPLAIN (ANALYZE) of the page query, with the index and scan nodes it used, and for a text the
 *     lookups of typo matching (the dictionary of name words, then the rows with the words found);
 * then an open-loop run of the whole mix over HTTP at `--rate` requests per second for `--seconds`.
 * Every loop is bounded; nothing leaves 127.0.0.1.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { ZAgencySearchQuery, ZCreatorSearchQuery, ZOfferSearchQuery, API_BASE_PATH } from '@spona/contracts';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Db } from '../apps/api/src/db/client';
import { searchAgencies } from '../apps/api/src/domain/search/searchAgencies';
import { searchCreators } from '../apps/api/src/domain/search/searchCreators';
import { searchOffers } from '../apps/api/src/domain/search/searchOffers';
import { toSearchText, TYPO_THRESHOLD } from '../apps/api/src/domain/search/textMatch';

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

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
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

async function httpGet(c: Case): Promise<{ status: number; total: number }> {
  const res = await fetch(`${api}/${c.path}?${c.query}`);
  const body = (await res.json()) as { total?: number };
  return { status: res.status, total: body.total ?? -1 };
}

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
 * EXPLAIN (ANALYZE) of the page statement of a search and, for a text, of the two lookups that
 * spona_typo_matches() runs inside (migrations 0010, 0014): the dictionary words near each word (trigram
 * index) and the rows whose name has them (one word: the word list's primary key; several: the GIN
 * index of search_words). A function's own statements do not show in its caller's plan, so they are
 * rebuilt here the way the function builds them.
 */
async function explain(c: Case): Promise<string[]> {
  const seen: SQL[] = [];
  await runDomain(recordingDb(database.db, seen), c);
  const page = seen[0];
  if (!page) return ['(no statement)'];
  const lines = await explainAnalyze(database.db, inline(dialect.sqlToQuery(page)));
  const text = toSearchText(new URLSearchParams(c.query).get('text') ?? undefined);
  const words = text?.words.filter((word) => word.length >= 3) ?? [];
  if (words.length === 0) return lines;
  const table = c.path === 'search/offers' ? 'offers' : 'users';
  const typo = await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
    );
    const out: string[] = [];
    const conditions: string[] = [];
    const lookups: string[] = [];
    for (const word of words) {
      const quoted = `spona_unaccent('${word.replaceAll("'", "''")}')`;
      const lookup = `SELECT word FROM search_dictionary WHERE ${quoted} <% word`;
      out.push(
        `typo: dictionary words near '${word}'`,
        ...(await explainAnalyze(tx as unknown as Db, lookup)),
      );
      lookups.push(lookup);
      conditions.push(`t.search_words && ARRAY(${lookup})`);
    }
    const [list, column] =
      table === 'users' ? ['user_name_words', 'user_id'] : ['offer_name_words', 'offer_id'];
    const rows =
      words.length === 1
        ? `SELECT DISTINCT ${column} FROM ${list} WHERE word IN (${lookups[0]})`
        : `SELECT t.id FROM ${table} t WHERE ${conditions.join(' AND ')}`;
    out.push(`typo: ${table} with those words`, ...(await explainAnalyze(tx as unknown as Db, rows)));
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
  const first = await httpGet(c);
  await timeIt(() => runDomain(database.db, c), warm);
  await timeIt(() => httpGet(c), warm);
  const db = stats(await timeIt(() => runDomain(database.db, c), ROUNDS));
  const http = stats(await timeIt(() => httpGet(c), ROUNDS));
  summary.push(
    `${c.name.padEnd(30)} ${String(first.status)} total ${String(first.total).padStart(6)} | db min ${ms(db.min)} p50 ${ms(db.p50)} p95 ${ms(db.p95)} p99 ${ms(db.p99)} | http min ${ms(http.min)} p50 ${ms(http.p50)} p95 ${ms(http.p95)} p99 ${ms(http.p99)} | +${ms(http.p50 - db.p50)} ms`,
  );
  console.log(summary[summary.length - 1]);
  for (const line of await explain(c)) console.log(`      ${line.trim()}`);
}

console.log(`\n${load()}`);
// Open loop: one request every 1000/RATE ms, whatever the answers do, for SECONDS (bounded).
const latencies: number[] = [];
let failures = 0;
/** What the failures were: HTTP status or error message, and how often. */
const failureKinds = new Map<string, number>();
const fail = (kind: string) => {
  failures += 1;
  failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1);
};
const total = RATE * SECONDS;
const started = performance.now();
const inFlight: Promise<void>[] = [];
for (let i = 0; i < total; i += 1) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const c = CASES[i % CASES.length]!;
  const sent = performance.now();
  inFlight.push(
    httpGet(c).then(
      (res) => {
        if (res.status !== 200) fail(`HTTP ${res.status}`);
        latencies.push(performance.now() - sent);
      },
      (error: unknown) => {
        const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        fail(
          error instanceof Error ? `${error.message}${cause?.code ? ` (${cause.code})` : ''}` : String(error),
        );
      },
    ),
  );
}
await Promise.all(inFlight);
const elapsed = (performance.now() - started) / 1000;
const mix = stats(latencies);
console.log(
  `\nmix over HTTP at ${RATE} req/s offered: ${latencies.length} answered in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} req/s, failures ${failures}${failureKinds.size > 0 ? ` (${[...failureKinds].map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : ''}, p50 ${ms(mix.p50)} p95 ${ms(mix.p95)} p99 ${ms(mix.p99)} ms`,
);
console.log(load());
await server.close();
