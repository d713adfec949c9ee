import { count } from 'drizzle-orm';
import { GUIDE_PRICES_EUR, type TSocialVerification, type TUserType } from '@spona/contracts';
import type { ImageStore } from '../../adapters/files/imageStore';
import { hashPassword } from '../../domain/accounts/passwords';
import type { ScreenshotStore } from '../../domain/support/screenshot';
import type { Db } from '../client';
import {
  influencerCategories,
  offerCategories,
  offers,
  portfolioItems,
  socialAccounts,
  users,
} from '../schema';
import {
  AD_TEMPLATES,
  CATEGORY_TOPICS,
  COMPANIES,
  GIVEAWAY_DESCRIPTIONS,
  PROFILE_CLOSINGS,
  PROFILE_INTROS,
  SERVICE_TEMPLATES,
} from './content';
import { seedDemoBugScreenshot, seedDemoQueues } from './demoQueues';
import { seedDemoArrangements, type DemoOffer, type DemoUser } from './demoArrangements';
import { seedDemoModeration } from './demoModeration';
import { seedDemoPictures } from './demoPictures';
import { DEMO_STAFF, seedDemoStaff } from './demoStaff';
import { pickPerson, toHandle, type Person } from './people';
import { Random } from './random';

export type DemoLogin = { type: TUserType; email: string; username: string; password: string };

/** Password of every demo account. */
export const DEMO_PASSWORD = 'spona-demo-2026';

/** The fixed demo logins: stable forever, listed in the README and printed at start-up. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { type: 'INFLUENCER', email: 'ana.kovacevic@spona.local', username: 'ana', password: DEMO_PASSWORD },
  { type: 'INFLUENCER', email: 'luka.novak@spona.local', username: 'luka', password: DEMO_PASSWORD },
  { type: 'ADVERTISER', email: 'brand@spona.local', username: 'brand', password: DEMO_PASSWORD },
  { type: 'ADVERTISER', email: 'agency@spona.local', username: 'agency', password: DEMO_PASSWORD },
];

const DEMO_SEED = 20_260_101;
const DEMO_CREATORS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const NETWORK_IDS: Readonly<Record<string, number>> = {
  instagram: 1,
  tiktok: 2,
  youtube: 3,
  facebook: 4,
  x: 5,
  twitch: 6,
  linkedin: 7,
  blog: 8,
};

type UserRow = typeof users.$inferInsert;
type AccountPlan = {
  network: string;
  followers: number;
  engagementRate: number;
  verification: TSocialVerification;
};
type CreatorPlan = { user: UserRow; categoryIds: number[]; accounts: AccountPlan[] };

/** Whether the database has no users yet (the demo set is loaded only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the deterministic demo set in one transaction: 60 creators and 20 advertisers from the six
 * countries, their categories, social accounts, portfolio, services and ads, arrangements in every
 * status with message threads, and reviews. Every demo user is email-verified and has DEMO_PASSWORD.
 * Dates are relative to `now`; everything else is the same on every run. With `images` (where uploads
 * are stored), every demo user, offer and portfolio also gets its pictures (demoPictures.ts).
 */
export async function seedDemo(
  db: Db,
  options: {
    now?: Date;
    images?: Pick<ImageStore, 'save' | 'remove'>;
    screenshots?: Pick<ScreenshotStore, 'save'>;
  } = {},
): Promise<DemoLogin[]> {
  const now = options.now ?? new Date();
  const random = new Random(DEMO_SEED);
  // Hashing is deliberately slow; one hash serves every demo account.
  const [passwordHash, staffPasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_STAFF.password),
  ]);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    const creators = planCreators(random, passwordHash, daysAgo);
    const advertisers = planAdvertisers(random, passwordHash, daysAgo);
    const inserted = await tx
      .insert(users)
      .values([...creators.map((c) => c.user), ...advertisers])
      .returning({ id: users.id, username: users.username, type: users.type, city: users.city });
    const idOf = new Map(inserted.map((u) => [u.username, u.id]));
    const id = (username: string) => idOf.get(username) ?? 0;

    await tx
      .insert(influencerCategories)
      .values(
        creators.flatMap((c) =>
          c.categoryIds.map((categoryId) => ({ userId: id(c.user.username), categoryId })),
        ),
      );
    await tx.insert(socialAccounts).values(
      creators.flatMap((c, index) =>
        c.accounts.map((account) => ({
          userId: id(c.user.username),
          networkId: NETWORK_IDS[account.network] ?? 1,
          username:
            account.network === 'blog' ? `${c.user.username}.blog` : c.user.username.replace('.', '_'),
          externalId: `${NETWORK_IDS[account.network]}${String(index + 1).padStart(4, '0')}${random.int(100_000, 999_999)}`,
          verification: account.verification,
          verifiedAt: account.verification === 'VERIFIED' ? daysAgo(random.int(1, 200)) : null,
          followers: account.followers,
          engagementRate: account.engagementRate,
        })),
      ),
    );
    await tx.insert(portfolioItems).values(
      creators
        .filter((_, index) => index % 3 === 0)
        .flatMap((c) =>
          random.sample(COMPANIES, 2).map((company) => ({
            userId: id(c.user.username),
            advertiserName: company.name,
            type: 'SOCIAL_POST' as const,
            networkId: NETWORK_IDS.instagram,
            link: `https://www.instagram.com/p/${random.key(11)}/`,
            description: `Kampanja za ${company.name}`,
            showOnProfile: random.chance(0.85),
          })),
        ),
    );

    const offerPlans = [
      ...planServices(random, creators, daysAgo),
      ...planAds(random, advertisers, daysAgo, now),
    ];
    const insertedOffers = await tx
      .insert(offers)
      .values(offerPlans.map((plan) => ({ ...plan.offer, userId: id(plan.owner) })))
      .returning({
        id: offers.id,
        userId: offers.userId,
        type: offers.type,
        status: offers.status,
        price: offers.price,
        compensationKind: offers.compensationKind,
        compensationAmount: offers.compensationAmount,
        compensationDescription: offers.compensationDescription,
      });
    await tx
      .insert(offerCategories)
      .values(
        insertedOffers.flatMap((offer, index) =>
          (offerPlans[index]?.categoryIds ?? []).map((categoryId) => ({ offerId: offer.id, categoryId })),
        ),
      );

    const demoUsers: DemoUser[] = inserted.map((u) => ({ id: u.id, username: u.username, type: u.type }));
    await seedDemoArrangements(tx, random, demoUsers, insertedOffers as DemoOffer[], now);
    const brand = demoUsers.find((u) => u.username === 'brand');
    if (brand) await seedDemoModeration(tx, brand.id, now);
    // Issue 17: one admin of the console, set up already.
    await seedDemoStaff(tx, staffPasswordHash, now);
    // Issue 17: items in every queue of the console.
    await seedDemoQueues(tx, demoUsers, now);
  });
  // After the commit: the pictures are stored through the same domain functions as uploads.
  if (options.images) await seedDemoPictures({ db, images: options.images }, now);
  if (options.screenshots) await seedDemoBugScreenshot(db, options.screenshots);
  return [...DEMO_LOGINS];
}

/** An hr and en profile description from the creator's first two categories. */
export function describeCreator(random: Random, categoryIds: number[]): { hr: string; en: string } {
  const topics = categoryIds.slice(0, 2).map((id) => CATEGORY_TOPICS[id] ?? ['', '']);
  const intro = random.pick(PROFILE_INTROS);
  const closing = random.pick(PROFILE_CLOSINGS);
  const hr = topics.map((t) => t[0]).join(' i ');
  const en = topics.map((t) => t[1]).join(' and ');
  return { hr: `${intro[0]} ${hr}. ${closing[0]}`, en: `${intro[1]} ${en}. ${closing[1]}` };
}

function planAccounts(random: Random, fixed?: AccountPlan[]): AccountPlan[] {
  if (fixed) return fixed;
  const networks = ['instagram'];
  if (random.chance(0.55)) networks.push('tiktok');
  if (random.chance(0.25)) networks.push(random.pick(['youtube', 'facebook', 'twitch', 'blog']));
  return networks.slice(0, 3).map((network) => {
    const followers = Math.min(300_000, Math.max(300, Math.round(random.logNormal(9_000, 1.3))));
    const base = 14 - Math.log10(followers) * 2.2;
    return {
      network,
      followers,
      engagementRate: Math.round(Math.max(0.4, base + random.next() * 3) * 100) / 100,
      verification: random.weighted([
        ['VERIFIED', 6],
        ['IN_PROGRESS', 2],
        ['UNVERIFIED', 2],
      ] as const),
    };
  });
}

function planCreators(random: Random, passwordHash: string, daysAgo: (days: number) => Date): CreatorPlan[] {
  const fixed: {
    username: string;
    email: string;
    person: Omit<Person, 'domain'>;
    age: number;
    categoryIds: number[];
    accounts: AccountPlan[];
  }[] = [
    {
      username: 'ana',
      email: 'ana.kovacevic@spona.local',
      person: {
        firstName: 'Ana',
        lastName: 'Kovačević',
        gender: 'FEMALE' as const,
        locationId: 1,
        city: 'Zagreb',
      },
      age: 27,
      categoryIds: [1, 2, 11],
      accounts: [
        { network: 'instagram', followers: 48_200, engagementRate: 4.8, verification: 'VERIFIED' },
        { network: 'tiktok', followers: 21_500, engagementRate: 6.2, verification: 'VERIFIED' },
      ],
    },
    {
      username: 'luka',
      email: 'luka.novak@spona.local',
      person: {
        firstName: 'Luka',
        lastName: 'Novak',
        gender: 'MALE' as const,
        locationId: 4,
        city: 'Ljubljana',
      },
      age: 31,
      categoryIds: [3, 13],
      accounts: [
        { network: 'instagram', followers: 12_800, engagementRate: 3.9, verification: 'VERIFIED' },
        { network: 'youtube', followers: 35_400, engagementRate: 5.1, verification: 'IN_PROGRESS' },
      ],
    },
  ];
  const used = new Set(['ana', 'luka', 'brand', 'agency', 'ana.kovacevic', 'luka.novak']);
  const plans: CreatorPlan[] = [];
  for (let index = 0; index < DEMO_CREATORS; index += 1) {
    const preset = fixed[index];
    const person = preset?.person ?? pickPerson(random);
    let username = preset?.username ?? toHandle(person.firstName, person.lastName);
    if (!preset) {
      const base = username;
      for (let n = 2; used.has(username); n += 1) username = `${base}${n}`;
      used.add(username);
    }
    const categoryIds = preset?.categoryIds ?? random.sample(range(1, 20), random.int(1, 3));
    const description = describeCreator(random, categoryIds);
    const createdAt = daysAgo(preset ? 400 - index : random.int(5, 380));
    plans.push({
      categoryIds,
      accounts: planAccounts(random, preset?.accounts),
      user: {
        type: 'INFLUENCER',
        username,
        firstName: person.firstName,
        lastName: person.lastName,
        email: preset?.email ?? `${username}@spona.local`,
        passwordHash,
        description: description.hr,
        descriptionEn: description.en,
        city: person.city,
        locationId: person.locationId,
        gender: person.gender,
        age: preset?.age ?? random.int(18, 45),
        preferredLanguage: random.chance(0.85) ? 'hr' : 'en',
        website: random.chance(0.2) ? `https://${username.replace('.', '')}.com` : null,
        featured: index < 2 || random.chance(0.08),
        emailVerifiedAt: new Date(createdAt.getTime() + 3_600_000),
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return plans;
}

function planAdvertisers(random: Random, passwordHash: string, daysAgo: (days: number) => Date): UserRow[] {
  return COMPANIES.map((company, index) => {
    const person =
      index === 0
        ? { firstName: 'Marija', lastName: 'Horvat', locationId: 1, city: 'Zagreb' }
        : index === 2
          ? { firstName: 'Đorđe', lastName: 'Petrović', locationId: 2, city: 'Beograd' }
          : pickPerson(random);
    const username = index === 0 ? 'brand' : index === 2 ? 'agency' : company.handle;
    const topic = CATEGORY_TOPICS[company.categoryId] ?? ['', ''];
    const createdAt = daysAgo(index < 3 ? 390 - index : random.int(5, 380));
    return {
      type: 'ADVERTISER',
      username,
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${username}@spona.local`,
      passwordHash,
      company: company.name,
      website: `https://www.${company.handle}.${company.tld}`,
      description: `${company.name} surađuje s kreatorima koji pokrivaju ${topic[0]}.`,
      descriptionEn: `${company.name} works with creators who cover ${topic[1]}.`,
      city: person.city,
      locationId: person.locationId,
      preferredLanguage: 'hr',
      featured: index < 4,
      emailVerifiedAt: new Date(createdAt.getTime() + 3_600_000),
      createdAt,
      updatedAt: createdAt,
    } satisfies UserRow;
  });
}

type OfferPlan = { owner: string; categoryIds: number[]; offer: Omit<typeof offers.$inferInsert, 'userId'> };

function guidePrice(followers: number): number {
  return GUIDE_PRICES_EUR.find((tier) => followers < tier.followersBelow)?.price ?? 270;
}

function planServices(random: Random, creators: CreatorPlan[], daysAgo: (d: number) => Date): OfferPlan[] {
  return creators.flatMap((creator, index) => {
    if (index >= 2 && !random.chance(0.75)) return [];
    const followers = creator.accounts.reduce((sum, a) => sum + a.followers, 0);
    const networks = new Set(creator.accounts.map((a) => a.network));
    const fitting = SERVICE_TEMPLATES.filter((t) => networks.has(t.network));
    const templates = random.sample(
      fitting.length > 0 ? fitting : SERVICE_TEMPLATES,
      index < 2 ? 2 : random.int(1, 2),
    );
    return templates.map((template) => {
      const createdAt = daysAgo(random.int(0, 120));
      const price =
        Math.round((guidePrice(followers) * template.factor * (0.8 + random.next() * 0.6)) / 5) * 5;
      return {
        owner: creator.user.username,
        categoryIds: creator.categoryIds.slice(0, 2),
        offer: {
          type: 'INFLUENCER_OFFER' as const,
          name: template.name,
          description: template.hr,
          descriptionEn: template.en,
          price: index >= 2 && random.chance(0.15) ? null : price,
          status:
            index < 2
              ? 'ACTIVE'
              : random.weighted([
                  ['ACTIVE', 17],
                  ['PAUSED', 2],
                  ['STOPPED', 1],
                ] as const),
          featured: index < 2 || random.chance(0.05),
          locationId: creator.user.locationId,
          city: creator.user.city,
          createdAt,
          updatedAt: createdAt,
        },
      };
    });
  });
}

function planAds(
  random: Random,
  advertisers: UserRow[],
  daysAgo: (d: number) => Date,
  now: Date,
): OfferPlan[] {
  return advertisers.flatMap((advertiser, index) => {
    const company = COMPANIES[index];
    const templates = random.sample(AD_TEMPLATES, index === 0 ? 3 : random.int(2, 3));
    return templates.map((template) => {
      const createdAt = daysAgo(random.int(0, 90));
      const isMoney = random.chance(0.7);
      const followersFrom = random.chance(0.6) ? random.pick([1_000, 5_000, 10_000, 20_000]) : null;
      const ageFrom = random.chance(0.5) ? random.pick([16, 18, 21, 25]) : null;
      const hasPeriod = random.chance(0.6);
      return {
        owner: advertiser.username,
        categoryIds: [company?.categoryId ?? 11, ...(random.chance(0.4) ? [11] : [])].filter(
          (id, i, all) => all.indexOf(id) === i,
        ),
        offer: {
          type: 'ADVERTISER_OFFER' as const,
          name: template.name,
          description: template.hr,
          descriptionEn: template.en,
          price: random.chance(0.25) ? null : random.int(4, 60) * 25,
          status:
            index < 3
              ? 'ACTIVE'
              : random.weighted([
                  ['ACTIVE', 8],
                  ['PAUSED', 1],
                  ['STOPPED', 1],
                ] as const),
          featured: random.chance(0.12),
          gender: random.pick(['FEMALE', 'MALE', 'ANY', null] as const),
          ageFrom,
          ageTo: ageFrom === null ? null : ageFrom + random.int(8, 20),
          locationId: random.chance(0.7) ? advertiser.locationId : null,
          city: random.chance(0.3) ? advertiser.city : null,
          followersFrom,
          followersTo: followersFrom === null ? null : random.pick([50_000, 100_000, 300_000]),
          engagementFrom: random.chance(0.4) ? random.pick([1, 2, 3]) : null,
          influencersNeeded: random.int(1, 10),
          compensationKind: isMoney ? ('MONEY' as const) : ('GIVEAWAY' as const),
          compensationAmount: isMoney ? random.int(2, 40) * 25 : null,
          compensationShowAmount: random.chance(0.8),
          compensationDescription: isMoney ? null : random.pick(GIVEAWAY_DESCRIPTIONS),
          startsAt: hasPeriod ? createdAt : null,
          endsAt: hasPeriod ? new Date(now.getTime() + random.int(14, 90) * DAY_MS) : null,
          createdAt,
          updatedAt: createdAt,
        },
      };
    });
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
