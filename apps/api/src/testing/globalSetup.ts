import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a freshly migrated PGlite database (see startTestServer). */
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates one PGlite database and dumps it once per test run: every test server then starts from that
 * template instead of paying for initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    // Each test server gets a fresh PostgreSQL schema instead.
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spona-template-'));
  const file = path.join(dir, 'pglite-template.tar');
  const database = await openDatabase({});
  await migrateDatabase(database);
  if (!database.dumpDataDir) throw new Error('the test template needs a PGlite database');
  await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
