import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRANGEMENT_STATUSES, LOCATION_IDS } from '@spona/contracts';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
import { arrangements, categories, locations, networks, socialAccounts, users } from './schema';
import { userNameSearchText } from './schema/search';
import { seedDemo } from './seed';

const postgresUrl = process.env.TEST_DATABASE_URL;
const engines = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** A fresh, migrated database: in-memory PGlite, or a new schema of TEST_DATABASE_URL dropped on close. */
async function openFreshDatabase(engine: 'pglite' | 'postgres'): Promise<Database> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: postgresUrl, schema });
  await migrateDatabase(database, { schema });
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

let sequence = 0;
function buildUser(overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert {
  sequence += 1;
  return {
    type: 'INFLUENCER',
    username: `user${sequence}`,
    firstName: 'Test',
    lastName: `User ${sequence}`,
    email: `user${sequence}@example.hr`,
    passwordHash: 'not-a-real-hash',
    ...overrides,
  };
}

/** The name of the constraint a failed write broke, from the driver error under Drizzle's wrapper. */
async function violatedConstraint(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint ?? String(error);
  }
  return undefined;
}

describe.each(engines)('the database on %s', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await openFreshDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies the migrations once, with the reference data of SPEC §3', async () => {
    await migrateDatabase(database);
    const rows = await database.db.select().from(locations).orderBy(asc(locations.id));
    expect(rows.map((l) => l.id)).toEqual([...LOCATION_IDS]);
    expect(rows.map((l) => l.code)).toEqual(['HR', 'RS', 'BA', 'SI', 'ME', 'MK']);
    expect(rows[0]).toMatchObject({ nameHr: 'Hrvatska', nameEn: 'Croatia' });
    const categoryRows = await database.db.select().from(categories);
    expect(categoryRows.length).toBeGreaterThanOrEqual(20);
    expect(categoryRows).toContainEqual(
      expect.objectContaining({ slug: 'food-and-drink', nameHr: 'Hrana i piće', nameEn: 'Food and drink' }),
    );
    const networkSlugs = (await database.db.select().from(networks)).map((n) => n.slug);
    expect(networkSlugs).toEqual(expect.arrayContaining(['instagram', 'tiktok', 'youtube', 'blog']));
  });

  it('refuses a second account with the same email in another case', async () => {
    await database.db.insert(users).values(buildUser({ email: 'ana@x.hr' }));
    const constraint = await violatedConstraint(
      database.db.insert(users).values(buildUser({ email: 'ANA@x.hr' })),
    );
    expect(constraint).toBe('users_email_lower_key');
  });

  it('runs named statements again after a statement failed outside a transaction', async () => {
    // The pool drops the client of a failed statement; PGlite's one backend must not keep the old
    // client's prepared statements for the new one (it would find them 'already exists').
    const byEmail = (email: string) =>
      database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .prepare('test_user_by_email');
    await database.db.insert(users).values(buildUser({ email: 'named@x.hr' }));
    expect(await byEmail('named@x.hr').execute()).toHaveLength(1);
    expect(
      await violatedConstraint(database.db.insert(users).values(buildUser({ email: 'NAMED@x.hr' }))),
    ).toBe('users_email_lower_key');
    expect(await byEmail('named@x.hr').execute()).toHaveLength(1);
  });

  it('refuses an age outside 14..65 and negative followers', async () => {
    expect(await violatedConstraint(database.db.insert(users).values(buildUser({ age: 13 })))).toBe(
      'users_age_check',
    );
    const [owner] = await database.db
      .insert(users)
      .values(buildUser({ age: 14 }))
      .returning();
    const account = { userId: owner!.id, networkId: 1, username: `acc${sequence}`, followers: -1 };
    expect(await violatedConstraint(database.db.insert(socialAccounts).values(account))).toBe(
      'social_accounts_followers_check',
    );
  });

  it('keeps the follower total of a creator in step with their social accounts', async () => {
    const [creator] = await database.db.insert(users).values(buildUser()).returning();
    const id = creator!.id;
    await database.db.insert(socialAccounts).values([
      { userId: id, networkId: 1, username: `ig${id}`, followers: 1000, engagementRate: 2 },
      { userId: id, networkId: 2, username: `tt${id}`, followers: 3000, engagementRate: 6 },
    ]);
    const total = async () => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await total()).toMatchObject({ followersCount: 4000, engagementRate: 5 });
    await database.db.delete(socialAccounts).where(eq(socialAccounts.networkId, 2));
    expect(await total()).toMatchObject({ followersCount: 1000, engagementRate: 2 });
  });

  it('finds names and places without their diacritics', async () => {
    const unaccented = await database.db.execute<{ value: string }>(
      sql`SELECT spona_unaccent('Šibenik') AS value`,
    );
    expect(unaccented.rows[0]?.value).toBe('Sibenik');
    await database.db
      .insert(users)
      .values(buildUser({ firstName: 'Ana', lastName: 'Kovačević', username: 'akov' }));
    const found = await database.db
      .select({ lastName: users.lastName })
      .from(users)
      .where(sql`${userNameSearchText} % spona_unaccent(lower(${'Kovacevic'}))`);
    expect(found.map((u) => u.lastName)).toContain('Kovačević');
  });
});

describe.runIf(postgresUrl)('migrations on PostgreSQL', () => {
  it('run once when several processes start together', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: postgresUrl, schema })),
    );
    try {
      await Promise.all(processes.map((database) => migrateDatabase(database)));
      const applied = await processes[0]!.db.execute<{ n: number }>(
        sql.raw(`SELECT count(*)::integer AS n FROM "${schema}".__drizzle_migrations`),
      );
      const locationRows = await processes[0]!.db.execute<{ n: number }>(
        sql`SELECT count(*)::integer AS n FROM ${locations}`,
      );
      expect(applied.rows[0]?.n).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
      expect(locationRows.rows[0]?.n).toBe(6);
    } finally {
      await processes[0]!.db.execute(sql.raw(`DROP SCHEMA "${schema}" CASCADE`));
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});

describe.each(engines)('the demo set on %s', (engine) => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await openFreshDatabase(engine);
    second = await openFreshDatabase(engine);
    await seedDemo(first.db);
    await seedDemo(second.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is the same on every fresh database', async () => {
    const list = (database: Database) =>
      database.db
        .select({
          id: users.id,
          type: users.type,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          city: users.city,
          followersCount: users.followersCount,
        })
        .from(users)
        .orderBy(asc(users.id));
    const users1 = await list(first);
    expect(users1.length).toBeGreaterThanOrEqual(80);
    expect(users1).toEqual(await list(second));
  });

  it('has the fixed demo logins and arrangements in every status', async () => {
    const emails = (await first.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['ana.kovacevic@spona.local', 'brand@spona.local']));
    const statuses = new Set((await first.db.select().from(arrangements)).map((a) => a.status));
    expect([...statuses].sort()).toEqual([...ARRANGEMENT_STATUSES].sort());
  });
});
