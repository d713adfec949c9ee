import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { categoriesJsonOf, type CategoryRow } from '../reference/findReferenceData';
import { summaryColumns } from '../users/summaryColumns';

/** What a creator or agency card shows: the user's public columns and, for creators, categories. */
export type UserCardRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'type'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'imageFile'
  | 'city'
  | 'locationId'
  | 'featured'
  | 'followersCount'
  | 'engagementRate'
  | 'verifiedFollowers'
  | 'ratingAverage'
  | 'ratingCount'
> & { categories: CategoryRow[] };

/**
 * The cards of the given users in the given order (no access check: the ids come from a search), read
 * in one statement with their categories.
 */
export async function findUserCards(db: Db, ids: number[]): Promise<UserCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...summaryColumns,
      city: users.city,
      locationId: users.locationId,
      featured: users.featured,
      followersCount: users.followersCount,
      engagementRate: users.engagementRate,
      verifiedFollowers: users.verifiedFollowers,
      ratingAverage: users.ratingAverage,
      ratingCount: users.ratingCount,
      categories: categoriesJsonOf(sql`influencer_categories`, sql`user_id`, sql`${users.id}`),
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
