import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks, offers, socialAccounts, users } from '../../db/schema';
import { isWithinPeriod } from '../offers/visibility';
import { categoriesJsonOf, type CategoryRow } from '../reference/findReferenceData';
import { summaryColumns } from '../users/summaryColumns';

/**
 * What a creator or agency card shows: the user's public columns and, for creators, categories,
 * networks and their lowest service price (issue 18: everything a card shows comes in the search
 * answer, no request per card).
 */
export type UserCardRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'type'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'imageFile'
  | 'coverFile'
  | 'city'
  | 'locationId'
  | 'featured'
  | 'followersCount'
  | 'engagementRate'
  | 'verifiedFollowers'
  | 'ratingAverage'
  | 'ratingCount'
> & {
  categories: CategoryRow[];
  /** Issue 18: the creator's networks, most followed first. */
  networks: CardNetworkRow[];
  /** Issue 18: the lowest price of the creator's services others may see (SPEC §4), null: none priced. */
  priceFrom: number | null;
};

export type CardNetworkRow = { slug: string; name: string; followers: number; verified: boolean };

/** A user's social accounts as a card shows them, as JSON, most followed first. */
const networksJsonOf = (userId: SQL) =>
  sql<CardNetworkRow[]>`coalesce((SELECT json_agg(json_build_object('slug', n.slug, 'name', n.name,
      'followers', a.followers, 'verified', a.verification = 'VERIFIED') ORDER BY a.followers DESC, n.id)
    FROM ${socialAccounts} a JOIN ${networks} n ON n.id = a.network_id WHERE a.user_id = ${userId}), '[]'::json)`;

/**
 * The lowest price among the user's services others may see now (SPEC §4 visibility; services without
 * a price are 'as agreed' and do not count). Reads offers_user_idx. `userId` as sql`${users.id}`, which
 * names its table (a bare column would name the subquery's own `id`).
 */
const priceFromOf = (userId: SQL) =>
  sql<number | null>`(SELECT min(o.price)::float8 FROM ${offers} o WHERE o.user_id = ${userId}
    AND o.listed AND o.price IS NOT NULL AND ${isWithinPeriod(sql`o.starts_at`, sql`o.ends_at`)})`;

/**
 * The cards of the given users in the given order (no access check: the ids come from a search), read
 * in one statement with their categories.
 */
export async function findUserCards(db: Db, ids: number[]): Promise<UserCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...summaryColumns,
      coverFile: users.coverFile,
      city: users.city,
      locationId: users.locationId,
      featured: users.featured,
      followersCount: users.followersCount,
      engagementRate: users.engagementRate,
      verifiedFollowers: users.verifiedFollowers,
      ratingAverage: users.ratingAverage,
      ratingCount: users.ratingCount,
      categories: categoriesJsonOf(sql`influencer_categories`, sql`user_id`, sql`${users.id}`),
      networks: networksJsonOf(sql`${users.id}`),
      priceFrom: priceFromOf(sql`${users.id}`),
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
