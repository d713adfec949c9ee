/**
 * npm run seed [-- --creators N --offers M [--advertisers K]] [-- --reset]
 *
 * Opens and migrates the database of the configuration (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA), loads
 * the demo set when the database is empty, and bulk-generates benchmark data when asked to.
 * --reset empties every table first (PGlite: deletes DATA_DIR/db; PostgreSQL: drops the schema's tables),
 * and deletes the stored pictures (DATA_DIR/uploads).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createImageStore, uploadsDirOf } from '../apps/api/src/adapters/files/imageStore';
import { loadConfig } from '../apps/api/src/config';
import { bugReportsDirOf, createScreenshotStore } from '../apps/api/src/domain/support/screenshot';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { DEMO_STAFF, demoStaffTotpUri, isDatabaseEmpty, seedBulk, seedDemo } from '../apps/api/src/db/seed';

const { values } = parseArgs({
  options: {
    creators: { type: 'string' },
    offers: { type: 'string' },
    advertisers: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return n;
}

const creators = count('creators', values.creators);
const offers = count('offers', values.offers);
const advertisers = count('advertisers', values.advertisers);
const config = loadConfig();
const pgliteDir = path.join(config.dataDir, 'db');
const where = config.databaseUrl
  ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
  : `PGlite in ${pgliteDir}`;

if (values.reset && !config.databaseUrl) await rm(pgliteDir, { recursive: true, force: true });
// The stored pictures belong to the rows that --reset removes.
if (values.reset) {
  await rm(uploadsDirOf(config.dataDir), { recursive: true, force: true });
  await rm(bugReportsDirOf(config.dataDir), { recursive: true, force: true });
}
const started = Date.now();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : pgliteDir,
  schema: config.databaseSchema,
});
try {
  if (values.reset && config.databaseUrl) await dropTables(database, config.databaseSchema ?? 'public');
  await migrateDatabase(database, { schema: config.databaseSchema });
  console.log(`Database: ${where}, migrated.`);

  if (await isDatabaseEmpty(database.db)) {
    const logins = await seedDemo(database.db, {
      images: createImageStore(uploadsDirOf(config.dataDir)),
      screenshots: createScreenshotStore(bugReportsDirOf(config.dataDir)),
    });
    // Planner statistics for the new rows: without them a search may pick a type index and compute the
    // full-text document of every row instead of reading the GIN index (docs/PERFORMANCE.md).
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    console.log('The database was empty: loaded the demo set (60 creators, 20 advertisers). Demo logins:');
    console.table(logins);
    console.log(
      `Demo console admin (/console/login): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}, TOTP ${demoStaffTotpUri()}`,
    );
  } else {
    console.log('The database already has users: demo set not loaded (use --reset to start over).');
  }

  if (creators !== undefined || offers !== undefined) {
    const bulkStarted = Date.now();
    let lastLine = '';
    const result = await seedBulk(database.db, {
      creators: creators ?? 0,
      offers: offers ?? 0,
      advertisers,
      onProgress: ({ phase, done, total }) => {
        const line = `  ${phase}: ${done}/${total}`;
        if (line !== lastLine) console.log(`${line} (${((Date.now() - bulkStarted) / 1000).toFixed(1)} s)`);
        lastLine = line;
      },
    });
    console.log(
      `Bulk data: ${result.creators} creators, ${result.advertisers} advertisers, ${result.offers} offers in ` +
        `${((Date.now() - bulkStarted) / 1000).toFixed(1)} s.`,
    );
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}

/** Drops every table of the schema, and the migration bookkeeping, so the migrations run from scratch. */
async function dropTables(db: Database, schema: string) {
  const { rows } = await db.db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${schema}`,
  );
  for (const { name } of rows)
    await db.db.execute(sql.raw(`DROP TABLE IF EXISTS "${schema}"."${name}" CASCADE`));
  await db.db.execute(
    sql.raw(`DROP TABLE IF EXISTS "${schema === 'public' ? 'drizzle' : schema}"."__drizzle_migrations"`),
  );
}
