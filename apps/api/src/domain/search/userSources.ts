import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TUserType } from '@spona/contracts';
import { influencerCategories, users } from '../../db/schema';
import { isVisibleUser } from '../users/visibility';
import type { SearchSource } from './textSearchPage';

/**
 * The columns a user is filtered and sorted by, in `users` or in the copies on a creator's category
 * links (migration 0015). Search reads whichever holds the users it needs as one index range.
 */
export interface UserColumns {
  id: SQL;
  rank: SQL;
  followers: SQL;
  engagement: SQL;
  location: SQL;
  featured: SQL;
}

export const userColumns: UserColumns = {
  id: sql`${users.id}`,
  rank: sql`${users.searchRankBase}`,
  followers: sql`${users.followersCount}`,
  engagement: sql`${users.engagementRate}`,
  location: sql`${users.locationId}`,
  featured: sql`${users.featured}`,
};

export const linkColumns: UserColumns = {
  id: sql`${influencerCategories.userId}`,
  rank: sql`${influencerCategories.searchRankBase}`,
  followers: sql`${influencerCategories.followersCount}`,
  engagement: sql`${influencerCategories.engagementRate}`,
  location: sql`${influencerCategories.locationId}`,
  featured: sql`${influencerCategories.featured}`,
};

/** The creators (visible, SPEC §4) in any of the categories, on their links, with the filters. */
export function inCategories(categoryIds: number[], filters: (SQL | undefined)[]): SQL {
  return and(
    sql`${influencerCategories.visible}`,
    categoryIds.length === 1
      ? eq(influencerCategories.categoryId, categoryIds[0]!)
      : inArray(influencerCategories.categoryId, categoryIds),
    ...filters,
  )!;
}

/** The visible users of a type (SPEC §4) with the filters, in `users`. */
export const ofType = (type: TUserType, filters: (SQL | undefined)[]): SQL =>
  and(eq(users.type, type), isVisibleUser(), ...filters)!;

const selectColumns = (c: UserColumns, extra: Record<string, SQL>) =>
  sql.join(
    [
      sql`${c.rank} AS rank`,
      sql`${c.followers} AS followers`,
      sql`${c.engagement} AS engagement`,
      ...Object.entries(extra).map(([name, value]) => sql`${value} AS ${sql.raw(name)}`),
    ],
    sql`, `,
  );

/**
 * The visible users of a type that pass the filters, for a text search (textSearchPage.ts), with rank,
 * followers, engagement and the `extra` columns a sort reads.
 */
export function usersSource(
  type: TUserType,
  filters: (SQL | undefined)[],
  extra: Record<string, SQL> = {},
): SearchSource {
  const columns = selectColumns(userColumns, extra);
  return {
    rows: sql`SELECT ${users.id} AS id, ${columns} FROM ${users} WHERE ${ofType(type, filters)}`,
    rowOf: (id) =>
      sql`SELECT ${columns} FROM ${users} WHERE ${users.id} = ${id} AND ${ofType(type, filters)}`,
    columns: ['rank', 'followers', 'engagement', ...Object.keys(extra)],
  };
}

/**
 * The creators in any of the categories that pass the filters, read from their category links (one
 * range of influencer_categories_search_idx per category; a creator in two of them once).
 */
export function categoriesSource(categoryIds: number[], filters: (SQL | undefined)[]): SearchSource {
  const columns = selectColumns(linkColumns, {});
  const distinct = categoryIds.length > 1 ? sql`DISTINCT ` : sql``;
  return {
    rows: sql`SELECT ${distinct}${influencerCategories.userId} AS id, ${columns} FROM ${influencerCategories}
      WHERE ${inCategories(categoryIds, filters)}`,
    rowOf: (id) => sql`SELECT ${columns} FROM ${influencerCategories}
      WHERE ${influencerCategories.userId} = ${id} AND ${inCategories(categoryIds, filters)} LIMIT 1`,
    columns: ['rank', 'followers', 'engagement'],
  };
}
