import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPortOf } from './listeningPort';
import type { TestServer } from './startTestServer';

/** A real server process (apps/api/src/main.ts), for tests that kill one. */
export type ChildServer = {
  origin: string;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
};

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Where `--import tsx` is resolved from. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the production entry as a process of its own, through tsx, on `t`'s database (the same
 * PostgreSQL schema) and Redis: one more process of the same deployment, which a test may then end
 * with SIGKILL. Only for PostgreSQL (an embedded PGlite database is one process's own).
 */
export async function startChildServer(t: TestServer): Promise<ChildServer> {
  if (!t.config.databaseUrl) throw new Error('startChildServer needs a PostgreSQL test server');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-child-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      DATABASE_URL: t.config.databaseUrl,
      DATABASE_SCHEMA: t.config.databaseSchema ?? '',
      REDIS_URL: t.config.redisUrl ?? '',
    },
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  const port = await listeningPortOf(child, START_TIMEOUT_MS);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
