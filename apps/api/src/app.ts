import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createImageStore, uploadsDirOf } from './adapters/files/imageStore';
import type { Config } from './config';
import { bugReportsDirOf, createScreenshotStore } from './domain/support/screenshot';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDemo, type DemoLogin } from './db/seed';
import type { App } from './http/types';
import { buildServer } from './server';

export type StartedApp = { server: App; database: Database; seededLogins: DemoLogin[] | undefined };

/**
 * Opens and migrates the database (PGlite under DATA_DIR/db, or PostgreSQL with DATABASE_URL),
 * loads the demo data into an empty database when SEED_DEMO allows, and builds the server.
 */
export async function createApp(
  config: Config,
  options: { inMemoryDatabase?: boolean; pgliteTemplate?: Blob } = {},
): Promise<StartedApp> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl || options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    schema: config.databaseSchema,
    pgliteTemplate: options.pgliteTemplate,
  });
  try {
    await migrateDatabase(database, { schema: config.databaseSchema });
    let seededLogins: DemoLogin[] | undefined;
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      seededLogins = await seedDemo(database.db, {
        images: createImageStore(uploadsDirOf(config.dataDir)),
        screenshots: createScreenshotStore(bugReportsDirOf(config.dataDir)),
      });
      // Statistics and the visibility map for the new rows, which PGlite's missing autovacuum would never
      // give them: the searches' plans depend on both (docs/PERFORMANCE.md, Search). PostgreSQL's
      // autovacuum does this for its own database.
      if (database.kind === 'pglite') await database.db.execute(sql`VACUUM (ANALYZE)`);
    }
    const server = await buildServer({ config, database });
    return { server, database, seededLogins };
  } catch (err) {
    await database.close();
    throw err;
  }
}
