import { sql, type SQL } from 'drizzle-orm';
import { GUIDE_PRICES_EUR } from '@spona/contracts';
import { hashPassword } from '../../domain/accounts/passwords';
import type { Db } from '../client';
import { AD_TEMPLATES, COMPANIES, GIVEAWAY_DESCRIPTIONS, SERVICE_TEMPLATES } from './content';
import { DEMO_PASSWORD, describeCreator } from './demo';
import { pickPerson, toHandle } from './people';
import { Random } from './random';

export type BulkProgress = { phase: 'creators' | 'advertisers' | 'offers'; done: number; total: number };
export type BulkOptions = {
  creators: number;
  offers: number;
  /** Default: one advertiser for every ten creators. */
  advertisers?: number;
  /** Rows per statement. */
  batchSize?: number;
  onProgress?: (progress: BulkProgress) => void;
};

const BULK_SEED = 7_919;
const DAY_MS = 24 * 60 * 60 * 1000;
const NETWORKS = [
  { id: 1, slug: 'instagram', share: 1 },
  { id: 2, slug: 'tiktok', share: 0.5 },
  { id: 3, slug: 'youtube', share: 0.18 },
  { id: 4, slug: 'facebook', share: 0.12 },
  { id: 6, slug: 'twitch', share: 0.04 },
  { id: 8, slug: 'blog', share: 0.04 },
];

type Column = readonly [name: string, type: string];
type Row = Record<string, unknown>;

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and are expanded with
 * json_to_recordset, which is fast on PGlite and PostgreSQL alike (one round trip, no row-by-row SQL).
 */
async function insertRows(
  db: Db,
  table: string,
  columns: readonly Column[],
  rows: Row[],
  extra: { columns: string; values: SQL } | undefined = undefined,
  returning = '',
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const insertColumns = extra ? `${names}, ${extra.columns}` : names;
  const selectValues = extra ? sql`${sql.raw(names)}, ${extra.values}` : sql.raw(names);
  const result = await db.execute<Row>(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(insertColumns)}) SELECT ${selectValues} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(record)}) ${sql.raw(returning)}`,
  );
  return result.rows;
}

const USER_COLUMNS: readonly Column[] = [
  ['type', 'text'],
  ['username', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['company', 'text'],
  ['website', 'text'],
  ['description', 'text'],
  ['description_en', 'text'],
  ['city', 'text'],
  ['location_id', 'integer'],
  ['gender', 'text'],
  ['age', 'integer'],
  ['preferred_language', 'text'],
  ['featured', 'boolean'],
  ['followers_count', 'integer'],
  ['engagement_rate', 'numeric'],
  ['email_verified_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

const OFFER_COLUMNS: readonly Column[] = [
  ['user_id', 'integer'],
  ['type', 'text'],
  ['name', 'text'],
  ['description', 'text'],
  ['description_en', 'text'],
  ['price', 'numeric'],
  ['status', 'text'],
  ['featured', 'boolean'],
  ['gender', 'text'],
  ['age_from', 'integer'],
  ['age_to', 'integer'],
  ['location_id', 'integer'],
  ['city', 'text'],
  ['followers_from', 'integer'],
  ['followers_to', 'integer'],
  ['influencers_needed', 'integer'],
  ['compensation_kind', 'text'],
  ['compensation_amount', 'numeric'],
  ['compensation_description', 'text'],
  ['ends_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/**
 * Generates benchmark-size data with set-based inserts in batches: creators with categories and 1-3
 * social accounts (log-normal followers within 0..300000), advertisers, and offers of both types with
 * categories. Deterministic for a given database state; usernames carry a running number, so running
 * it again adds more rather than colliding. Every bulk user has the demo password.
 */
export async function seedBulk(
  db: Db,
  options: BulkOptions,
): Promise<{ creators: number; advertisers: number; offers: number }> {
  const batchSize = options.batchSize ?? 5_000;
  const advertiserCount = options.advertisers ?? Math.ceil(options.creators / 10);
  const report = options.onProgress ?? (() => undefined);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { rows } = await db.execute<{ n: number }>(sql`SELECT coalesce(max(id), 0)::integer AS n FROM users`);
  let serial = Number(rows[0]?.n ?? 0);
  const random = new Random(BULK_SEED + serial);
  const now = Date.now();
  const userExtra = { columns: 'password_hash', values: sql`${passwordHash}` };

  const makeUser = (type: 'INFLUENCER' | 'ADVERTISER'): PlannedUser => {
    serial += 1;
    const person = pickPerson(random);
    const username = `${toHandle(person.firstName, person.lastName)}.${serial}`;
    const categoryIds = random.sample(CATEGORY_IDS, random.int(1, 3));
    const createdAt = new Date(now - random.int(0, 730) * DAY_MS - random.int(0, 86_399_999));
    const company = type === 'ADVERTISER' ? random.pick(COMPANIES) : undefined;
    const description = type === 'INFLUENCER' ? describeCreator(random, categoryIds) : undefined;
    const accounts = type === 'INFLUENCER' ? planAccounts(random, serial, username) : [];
    // The totals the social_accounts trigger would compute, written up front so that the trigger finds
    // nothing to change: updating 5000 users again would cost as much as inserting them.
    const followers = accounts.reduce((sum, a) => sum + a.followers, 0);
    const weighted = accounts.reduce((sum, a) => sum + a.followers * a.engagement_rate, 0);
    const engagement =
      accounts.length === 0
        ? null
        : followers > 0
          ? weighted / followers
          : accounts.reduce((sum, a) => sum + a.engagement_rate, 0) / accounts.length;
    return {
      categoryIds,
      accounts,
      type,
      username,
      first_name: person.firstName,
      last_name: person.lastName,
      email: `${username}@bulk.spona.local`,
      company: company ? `${company.name.replace(/ d\.o\.o\.$/, '')} ${person.city}` : null,
      website: company ? `https://www.${company.handle}${serial}.${person.domain}` : null,
      description: description?.hr ?? null,
      description_en: description?.en ?? null,
      city: person.city,
      location_id: person.locationId,
      gender: type === 'INFLUENCER' ? person.gender : null,
      age: type === 'INFLUENCER' ? random.int(16, 55) : null,
      preferred_language: random.chance(0.85) ? 'hr' : 'en',
      featured: random.chance(0.01),
      followers_count: followers,
      engagement_rate: engagement === null ? null : Math.round(engagement * 100) / 100,
      email_verified_at: random.chance(0.9) ? createdAt.toISOString() : null,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    };
  };

  for (const [phase, total] of [
    ['creators', options.creators],
    ['advertisers', advertiserCount],
  ] as const) {
    const type = phase === 'creators' ? 'INFLUENCER' : 'ADVERTISER';
    for (let done = 0; done < total;) {
      const size = Math.min(batchSize, total - done);
      const planned = Array.from({ length: size }, () => makeUser(type));
      const users = planned.map(({ categoryIds: _, accounts: __, ...user }) => user);
      await db.transaction(async (tx) => {
        const inserted = await insertRows(
          tx,
          'users',
          USER_COLUMNS,
          users,
          userExtra,
          'RETURNING id, username',
        );
        const idOf = new Map(inserted.map((row) => [String(row.username), Number(row.id)]));
        if (type === 'INFLUENCER') {
          const categories = planned.flatMap((user) =>
            user.categoryIds.map((categoryId) => ({
              user_id: idOf.get(String(user.username)),
              category_id: categoryId,
            })),
          );
          await insertRows(
            tx,
            'influencer_categories',
            [
              ['user_id', 'integer'],
              ['category_id', 'integer'],
            ],
            categories,
          );
          await insertRows(
            tx,
            'social_accounts',
            ACCOUNT_COLUMNS,
            planned.flatMap((user) =>
              user.accounts.map((account) => ({ ...account, user_id: idOf.get(String(user.username)) })),
            ),
          );
        }
      });
      // The triggers' statements are planned by the statistics: on PGlite (no autovacuum) they stayed those
      // of the 80 demo users, and each batch of 5000 took 11 s longer than the one before.
      await db.execute(sql`ANALYZE`);
      done += size;
      report({ phase, done, total });
    }
  }

  const owners = await db.execute<{
    id: number;
    type: string;
    location_id: number | null;
    city: string | null;
  }>(sql`SELECT id, type, location_id, city FROM users WHERE deleted_at IS NULL ORDER BY id`);
  const creators = owners.rows.filter((u) => u.type === 'INFLUENCER');
  const advertisers = owners.rows.filter((u) => u.type === 'ADVERTISER');
  for (let done = 0; done < options.offers && creators.length > 0 && advertisers.length > 0;) {
    const size = Math.min(batchSize, options.offers - done);
    const planned = Array.from({ length: size }, () =>
      random.chance(0.6)
        ? planService(random, random.pick(creators), now)
        : planAd(random, random.pick(advertisers), now),
    );
    await db.transaction(async (tx) => {
      const inserted = await insertRows(
        tx,
        'offers',
        OFFER_COLUMNS,
        planned.map(({ categoryIds: _, ...offer }) => offer),
        undefined,
        'RETURNING id',
      );
      const categories = inserted.flatMap((row, index) =>
        (planned[index]?.categoryIds ?? []).map((categoryId) => ({
          offer_id: Number(row.id),
          category_id: categoryId,
        })),
      );
      await insertRows(
        tx,
        'offer_categories',
        [
          ['offer_id', 'integer'],
          ['category_id', 'integer'],
        ],
        categories,
      );
    });
    await db.execute(sql`ANALYZE`);
    done += size;
    report({ phase: 'offers', done, total: options.offers });
  }
  // VACUUM as well: it sets the visibility map, without which PGlite (no autovacuum) planned the offer
  // word list's typo branch as a sequential scan of 170,000 rows (95 ms instead of 13).
  await db.execute(sql`VACUUM (ANALYZE)`);
  return { creators: options.creators, advertisers: advertiserCount, offers: options.offers };
}

const CATEGORY_IDS = Array.from({ length: 20 }, (_, i) => i + 1);

const ACCOUNT_COLUMNS: readonly Column[] = [
  ['user_id', 'integer'],
  ['network_id', 'integer'],
  ['username', 'text'],
  ['external_id', 'text'],
  ['verification', 'text'],
  ['followers', 'integer'],
  ['engagement_rate', 'numeric'],
];

type PlannedAccount = Row & { followers: number; engagement_rate: number };
type PlannedUser = Row & { categoryIds: number[]; accounts: PlannedAccount[] };

/** 1-3 accounts, always with Instagram; `serial` is the user's running number (unique external ids). */
function planAccounts(random: Random, serial: number, username: string): PlannedAccount[] {
  const chosen = NETWORKS.filter((network, index) => index === 0 || random.chance(network.share)).slice(0, 3);
  // Most creators are on Instagram; a few only elsewhere.
  if (chosen.length > 1 && random.chance(0.08)) chosen.shift();
  return chosen.map((network) => {
    const followers = Math.min(300_000, Math.max(0, Math.round(random.logNormal(4_000, 1.5))));
    const engagement = Math.max(0.2, 13 - Math.log10(followers + 10) * 2.2 + random.next() * 3);
    return {
      network_id: network.id,
      username,
      external_id: `bulk-${serial}-${network.id}`,
      verification: random.weighted([
        ['VERIFIED', 6],
        ['IN_PROGRESS', 1],
        ['UNVERIFIED', 3],
      ] as const),
      followers,
      engagement_rate: Math.min(100, Math.round(engagement * 100) / 100),
    };
  });
}

type Owner = { id: number; location_id: number | null; city: string | null };
type PlannedOffer = Row & { categoryIds: number[] };

function planService(random: Random, owner: Owner, now: number): PlannedOffer {
  const template = random.pick(SERVICE_TEMPLATES);
  const guide = random.pick(GUIDE_PRICES_EUR).price;
  const createdAt = new Date(now - random.int(0, 365) * DAY_MS - random.int(0, 86_399_999)).toISOString();
  return {
    categoryIds: random.sample(CATEGORY_IDS, random.int(1, 2)),
    user_id: owner.id,
    type: 'INFLUENCER_OFFER',
    name: template.name,
    description: template.hr,
    description_en: template.en,
    price: random.chance(0.15)
      ? null
      : Math.round((guide * template.factor * (0.7 + random.next() * 0.8)) / 5) * 5,
    status: random.weighted([
      ['ACTIVE', 17],
      ['PAUSED', 2],
      ['STOPPED', 1],
    ] as const),
    featured: random.chance(0.01),
    location_id: owner.location_id,
    city: owner.city,
    influencers_needed: 1,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function planAd(random: Random, owner: Owner, now: number): PlannedOffer {
  const template = random.pick(AD_TEMPLATES);
  const createdAt = new Date(now - random.int(0, 365) * DAY_MS - random.int(0, 86_399_999));
  const isMoney = random.chance(0.7);
  const followersFrom = random.chance(0.5) ? random.pick([1_000, 5_000, 10_000, 20_000, 50_000]) : null;
  const ageFrom = random.chance(0.5) ? random.int(14, 35) : null;
  return {
    categoryIds: random.sample(CATEGORY_IDS, random.int(1, 2)),
    user_id: owner.id,
    type: 'ADVERTISER_OFFER',
    name: owner.city && random.chance(0.4) ? `${template.name} (${owner.city})` : template.name,
    description: template.hr,
    description_en: template.en,
    price: random.chance(0.25) ? null : random.int(2, 80) * 25,
    status: random.weighted([
      ['ACTIVE', 8],
      ['PAUSED', 1],
      ['STOPPED', 1],
    ] as const),
    featured: random.chance(0.02),
    gender: random.pick(['FEMALE', 'MALE', 'ANY', null]),
    age_from: ageFrom,
    age_to: ageFrom === null ? null : Math.min(65, ageFrom + random.int(5, 25)),
    location_id: random.chance(0.7) ? owner.location_id : null,
    city: random.chance(0.3) ? owner.city : null,
    followers_from: followersFrom,
    followers_to: followersFrom === null ? null : random.pick([100_000, 300_000]),
    influencers_needed: random.int(1, 20),
    compensation_kind: isMoney ? 'MONEY' : 'GIVEAWAY',
    compensation_amount: isMoney ? random.int(2, 40) * 25 : null,
    compensation_description: isMoney ? null : random.pick(GIVEAWAY_DESCRIPTIONS),
    ends_at: random.chance(0.5)
      ? new Date(createdAt.getTime() + random.int(14, 180) * DAY_MS).toISOString()
      : null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  };
}
