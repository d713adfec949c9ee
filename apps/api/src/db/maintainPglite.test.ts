import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { maintainPglite } from './maintainPglite';
import { migrateDatabase } from './migrate';

async function plannedUsers(database: Database): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(
    sql`SELECT reltuples::integer AS n FROM pg_class WHERE oid = 'users'::regclass`,
  );
  return Number(rows[0]?.n);
}

describe('PGlite maintenance (no autovacuum)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
    await maintainPglite(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves tables alone that have not grown since their last visit', async () => {
    expect(await maintainPglite(database.db)).toEqual([]);
  });

  it('vacuums and analyses a table that grew, so the planner sees its real size', async () => {
    await database.db.execute(sql`
      INSERT INTO users (type, username, first_name, last_name, email, password_hash)
      SELECT 'INFLUENCER', 'grown' || g, 'Test', 'User', 'grown' || g || '@example.hr', 'not-a-real-hash'
      FROM generate_series(1, 1500) AS g`);
    expect(await plannedUsers(database)).toBeLessThan(1);

    const visited = await maintainPglite(database.db);

    expect(visited).toContain('users');
    expect(visited).not.toContain('locations');
    expect(await plannedUsers(database)).toBe(1500);
    expect(await maintainPglite(database.db)).toEqual([]);
  });
});
