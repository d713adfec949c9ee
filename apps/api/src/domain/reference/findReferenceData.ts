import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, locations, networks, offers, users } from '../../db/schema';
import { isVisibleOffer } from '../offers/visibility';
import { isVisibleUser } from '../users/visibility';

export type LocationRow = typeof locations.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type NetworkRow = typeof networks.$inferSelect;

export function findLocations(db: Db): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.id));
}

/**
 * The categories of a row, as a JSON array of CategoryRow (ordered by id), built in the statement that
 * reads the row: `links` is the link table and `owner` its column naming the row, e.g.
 * `categoriesJsonOf(sql`influencer_categories`, sql`user_id`, sql`${users.id}`)`.
 */
export const categoriesJsonOf = (links: SQL, owner: SQL, id: SQL): SQL<CategoryRow[]> =>
  sql<
    CategoryRow[]
  >`coalesce((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'nameHr', c.name_hr,
      'nameEn', c.name_en) ORDER BY c.id)
    FROM ${links} l JOIN ${categories} c ON c.id = l.category_id WHERE l.${owner} = ${id}), '[]'::json)`;

export function findCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}

export function findNetworks(db: Db): Promise<NetworkRow[]> {
  return db.select().from(networks).orderBy(asc(networks.id));
}

export type HomeCounters = { followers: number; influencers: number; offers: number };

/**
 * SPEC §2: the home page's counters of followers, influencers and offers, of what others may see. The
 * followers are those creator search shows: `users.followers_count`, the sum of a creator's social
 * accounts that are not being deleted (kept by a trigger).
 */
export async function countHomeCounters(db: Db): Promise<HomeCounters> {
  const visibleInfluencer = and(eq(users.type, 'INFLUENCER'), isVisibleUser());
  const [influencerRow] = await db
    .select({ n: count(), followers: sql<string | null>`sum(${users.followersCount})` })
    .from(users)
    .where(visibleInfluencer);
  const [offerRow] = await db.select({ n: count() }).from(offers).where(isVisibleOffer());
  return {
    followers: Number(influencerRow?.followers ?? 0),
    influencers: Number(influencerRow?.n ?? 0),
    offers: Number(offerRow?.n ?? 0),
  };
}
