import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { claimDataDirectory } from './dataDirLock';
import { startPgliteThread } from './pgliteThread';
import * as schema from './schema';

/** What `db.execute()` returns on both drivers: PGlite's Results and node-postgres' QueryResult share `rows`. */
export interface SponaQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}
export type QueryRows<TRow> = { rows: TRow[] };

/** The Drizzle database with the schema, the same type whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<SponaQueryResultHKT, typeof schema>;

/** An open database: the Drizzle instance, which engine it is, and its lifecycle. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Which database this is, the same in every process that opens it and different for any other: what
   * the default REDIS_PREFIX is derived from (ARCHITECTURE.md, Configuration). PostgreSQL: host, port,
   * database and schema; PGlite: the machine and the data folder (one process at a time opens it); an
   * in-memory PGlite database: a random one of its own.
   */
  identity: string;
  /** PostgreSQL schema the connections use (isolated test runs); undefined = public. */
  schema?: string;
  close(): Promise<void>;
  ping(): Promise<void>;
  /**
   * The statements waiting for a connection right now: how many, and how long the first has waited
   * (ms; 0 when none waits). How far behind the database is: the server sheds requests past a limit
   * (plugins/pressure.ts) rather than queue them into the clients' time-outs.
   */
  queue(): DatabaseQueue;
  /** PGlite only: a dump of the data directory, to start other databases from (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection URL; unset = embedded PGlite. */
  databaseUrl?: string;
  /**
   * PGlite only: the directory of the database files themselves, created when missing. The app passes
   * `${DATA_DIR}/db` (beside the outbox and the uploads). Undefined = an in-memory database (tests).
   */
  dataDir?: string;
  /**
   * PostgreSQL only: use this schema, created when missing, with `search_path` "<schema>, public" on
   * every pooled connection, so test runs are isolated from each other and from public.
   */
  schema?: string;
  /**
   * PGlite only: start from this dump of a data directory (`PGlite.dumpDataDir()`) instead of an empty
   * cluster. Tests use a migrated template, which skips the slow initdb of every fresh database.
   */
  pgliteTemplate?: Blob;
};

export type DatabaseQueue = { waiting: number; oldestWaitMs: number };

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A node-postgres pool that knows since when its longest-waiting caller waits for a connection. Every
 * statement goes through `connect` (pool.query takes a client with it too), and the pool hands
 * connections out in the order they were asked for, so the first entry is the oldest.
 */
class MeasuredPool extends pg.Pool {
  readonly #waiting = new Set<{ since: number }>();

  queue(): DatabaseQueue {
    const oldest = this.#waiting.values().next();
    return {
      waiting: this.#waiting.size,
      oldestWaitMs: oldest.done ? 0 : performance.now() - oldest.value.since,
    };
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const entry = { since: performance.now() };
    this.#waiting.add(entry);
    if (!callback) return super.connect().finally(() => this.#waiting.delete(entry));
    super.connect((error, client, done) => {
      this.#waiting.delete(entry);
      callback(error, client, done);
    });
  }
}

/** Connections each process opens to PostgreSQL (PGlite: one, it is one session). */
export const POSTGRES_POOL_SIZE = 10;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The app's statements are short (a search reads a few thousand index entries at most), and many run
 * at once on few cores. PostgreSQL's defaults are made for the opposite: JIT compilation of a statement
 * estimated as costly (tens of milliseconds of LLVM for a count that then runs in one), and parallel
 * workers that take cores from the other requests (a deep search page: 36 ms with two workers, 16 ms
 * without; docs/PERFORMANCE.md).
 */
const SESSION_SETTINGS = ['-c jit=off', '-c max_parallel_workers_per_gather=0'];

/**
 * Opens the database of ARCHITECTURE.md (Data): PGlite with pg_trgm, unaccent and fuzzystrmatch when no databaseUrl is
 * given, otherwise a node-postgres pool. Run `migrateDatabase` before use.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  const directory = dataDir === undefined ? undefined : path.resolve(dataDir);
  if (directory !== undefined) await mkdir(directory, { recursive: true });
  const release = directory === undefined ? async () => {} : await claimDataDirectory(directory);
  let thread: Awaited<ReturnType<typeof startPgliteThread>>;
  try {
    thread = await startPgliteThread({
      dataDir: directory,
      template: template === undefined ? undefined : await template.arrayBuffer(),
    });
  } catch (err) {
    await release();
    throw err;
  }
  // PGlite is one session: one connection, so a transaction never sees another request's statements
  // (the others wait here, in the main thread, for their turn). It is kept open for good.
  const pool = new MeasuredPool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connect(),
  });
  pool.on('error', (error) => console.error('PGlite connection error:', error.message));
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    identity:
      directory === undefined ? `pglite:memory:${randomUUID()}` : `pglite:${os.hostname()}:${directory}`,
    close: async () => {
      await pool.end();
      await thread.close();
      await release();
    },
    dumpDataDir: () => thread.dumpDataDir(),
    queue: () => pool.queue(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
}

async function openPostgres(databaseUrl: string, schemaName: string | undefined): Promise<Database> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid PostgreSQL schema name: ${schemaName}`);
  }
  const pool = new MeasuredPool({
    connectionString: databaseUrl,
    max: POSTGRES_POOL_SIZE,
    // Set at connection start-up, for every pooled connection: names resolve in the schema first, and
    // SESSION_SETTINGS apply.
    options: [
      ...SESSION_SETTINGS,
      ...(schemaName === undefined ? [] : [`-c search_path="${schemaName}",public`]),
    ].join(' '),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  if (schemaName !== undefined) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`).catch((error: { code?: string }) => {
      // Two processes creating it at the same moment: one wins, the other sees a duplicate; both are fine.
      if (error.code !== '23505' && error.code !== '42P06') throw error;
    });
  }
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  // As node-postgres resolves them (URL, then PGHOST, PGPORT, PGDATABASE and their defaults).
  const { host, port, database } = new pg.Client({ connectionString: databaseUrl });
  return {
    db,
    kind: 'postgres',
    identity: `postgres:${host}:${port}/${database ?? ''}/${schemaName ?? 'public'}`,
    schema: schemaName,
    close: () => pool.end(),
    queue: () => pool.queue(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
}
