import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { API_BASE_PATH } from '@spona/contracts';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { App } from '../http/types';

export type TestServer = {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** `${origin}/api/v1` */
  api: string;
  server: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * Starts the real server on a random port over a fresh database: in-memory PGlite by default, or a
 * new schema of TEST_DATABASE_URL (dropped on close). Tests talk to it over HTTP like any client.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spona-test-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const schema = postgresUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Errors only: the cause of any 500 shows in the test's output (a 500 is a bug wherever it comes from).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...(postgresUrl && schema ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const templatePath = postgresUrl ? undefined : inject('pgliteTemplatePath');
  const pgliteTemplate = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
  const { server, database } = await createApp(config, { inMemoryDatabase: !postgresUrl, pgliteTemplate });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    api: `${origin}${API_BASE_PATH}`,
    server,
    database,
    config,
    async close() {
      await server.close();
      if (postgresUrl && schema) await dropSchema(postgresUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
