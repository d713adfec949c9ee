import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A table is vacuumed and analysed once it has grown by this share of its size at the last ANALYZE… */
const GROWTH_SHARE = 0.1;
/** …and by at least this many 8 kB pages, so that small tables are not analysed on every write. */
const GROWTH_MIN_PAGES = 4;

/**
 * PGlite runs no autovacuum (one process, no background workers), so without this its planner keeps
 * the statistics of the last ANALYZE: after the demo set's ANALYZE a table of 80 users that grew to
 * 100,000 is still planned as 80 rows, with nested loops over sequential scans (the bulk seed's
 * batches grew 11 s slower each). Its cumulative statistics (`pg_stat_user_tables`) stay at zero too,
 * so growth is read from the size on disk against `pg_class.relpages`, which VACUUM and ANALYZE set.
 * Returns the tables it vacuumed and analysed. It runs inside the server's event loop: with the
 * thresholds above a table is only visited after it grew by a tenth.
 */
export async function maintainPglite(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r'
      AND n.nspname = current_schema()
      AND pg_relation_size(c.oid) / current_setting('block_size')::integer
        >= greatest(c.relpages, 0) * (1 + ${GROWTH_SHARE}::float8) + ${GROWTH_MIN_PAGES}
    ORDER BY c.relname`);
  const names = rows.map((row) => row.name);
  for (const name of names) {
    await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(name)}`);
  }
  return names;
}
