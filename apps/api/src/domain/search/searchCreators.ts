import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_TOTAL_CAP,
  type TCreatorSearchQuery,
  type TRange,
  type TSortOrder,
  type TUserType,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { influencerCategories, users } from '../../db/schema';
import { categoriesJsonOf, type CategoryRow } from '../reference/findReferenceData';
import { isVisibleUser } from '../users/visibility';
import { rankedTextSearchSql } from './rankedTextSearch';
import { withSpellingCorrection } from './spellingCorrection';
import { matchingUserIds, textScore, type SearchText } from './textMatch';

/**
 * One page of ids in their order and the number of all matches; `correctedText` when a search that
 * found nothing was run again with its spelling corrected (spellingCorrection.ts).
 */
export type SearchPage = { ids: number[]; total: number; correctedText?: string };

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

const direction = (order: TSortOrder) => sql.raw(order === 'asc' ? 'ASC' : 'DESC');

const withinRange = (column: SQL, range: TRange | undefined): SQL | undefined =>
  range === undefined
    ? undefined
    : and(
        range.min === undefined ? undefined : gte(column, range.min),
        range.max === undefined ? undefined : lte(column, range.max),
      );

/** The rank of docs/search-rank.md: text score (when there is text) plus the stored base. */
export const userRank = (text: SearchText | undefined): SQL =>
  text ? sql`(${textScore()} + ${users.searchRankBase})` : sql`${users.searchRankBase}`;

/**
 * Runs a page query and, when it cannot count in the same pass, a count: with text every match is read
 * to rank it anyway, so `count(*) over ()` is free; without text the page walks a sort index and stops
 * early, and the count runs beside it. Each is one statement (no transaction: the typo threshold is set
 * inside spona_near_words), so on PostgreSQL the two run on two pooled connections at once.
 */
export async function runSearchPage(
  db: Db,
  text: SearchText | undefined,
  { page, count }: { page: SQL; count: SQL },
  { skip, limit }: { skip: number; limit: number },
): Promise<SearchPage> {
  if (text) {
    const { rows } = await db.execute<{ id: number; total: number }>(page);
    if (rows[0]) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].total) };
    // An empty first page: nothing matches (the spelling correction runs next, without a count).
    if (skip === 0 && limit > 0) return { ids: [], total: 0 };
    // An empty later page (skip beyond the end) still reports how many there are.
    const counted = await db.execute<{ total: number }>(count);
    return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
  }
  const [pageRows, countRows] = await Promise.all([
    db.execute<{ id: number }>(page),
    db.execute<{ total: number }>(count),
  ]);
  return { ids: pageRows.rows.map((r) => Number(r.id)), total: Number(countRows.rows[0]?.total ?? 0) };
}

/**
 * Counts the rows of a query up to SEARCH_TOTAL_CAP: nobody pages that far (SEARCH_MAX_SKIP), and
 * counting all 100k creators would cost more than the page itself (docs/PERFORMANCE.md).
 */
export const cappedCount = (rows: SQL): SQL =>
  sql`SELECT count(*)::integer AS total FROM (${rows} LIMIT ${SEARCH_TOTAL_CAP}) capped`;

/** A page over visible users of one type, with optional text matching. */
export function userSearchSql(
  type: TUserType,
  text: SearchText | undefined,
  filters: (SQL | undefined)[],
  orderBy: SQL,
  { skip, limit }: { skip: number; limit: number },
  withCategories: boolean,
): { page: SQL; count: SQL } {
  const where = and(eq(users.type, type), isVisibleUser(), ...filters);
  const matched = text
    ? sql`JOIN (${matchingUserIds(text, { type, withCategories })}) m ON m.id = ${users.id}`
    : sql``;
  const total = text ? sql`, count(*) OVER () AS total` : sql``;
  return {
    page: sql`SELECT ${users.id} AS id${total} FROM ${users} ${matched} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}`,
    count: cappedCount(sql`SELECT 1 FROM ${users} ${matched} WHERE ${where}`),
  };
}

/** The columns a creator is filtered and sorted by, in `users` or in its copy on a category link. */
interface CreatorColumns {
  followers: SQL;
  engagement: SQL;
  location: SQL;
  featured: SQL;
}

/** SPEC §3 filters of creator search other than the categories, on the given columns. */
function creatorFilters(query: TCreatorSearchQuery, columns: CreatorColumns): (SQL | undefined)[] {
  return [
    query.location_id === undefined ? undefined : sql`${columns.location} = ${query.location_id}`,
    query.featured === undefined ? undefined : sql`${columns.featured} = ${query.featured}`,
    withinRange(columns.followers, query.followers),
    withinRange(columns.engagement, query.engagement),
  ];
}

const categoryColumns: CreatorColumns = {
  followers: sql`${influencerCategories.followersCount}`,
  engagement: sql`${influencerCategories.engagementRate}`,
  location: sql`${influencerCategories.locationId}`,
  featured: sql`${influencerCategories.featured}`,
};

/**
 * A page of creators in any of the given categories, read from the copies of the creators' columns on
 * their category links (migration 0015: one range of influencer_categories_search_idx per category,
 * index-only). Without text, each category gives its top (skip + limit) in the order asked for, and
 * the union (a creator in two of them is one row) is ordered again: every creator of the page is among
 * the top of one of its categories. With text, the matches are joined to the creators of the categories.
 */
function categorySearchSql(
  query: TCreatorSearchQuery & { categories: number[] },
  text: SearchText | undefined,
  sort: 'rank' | 'followers' | 'engagement',
  order: TSortOrder,
): { page: SQL; count: SQL } {
  const dir = direction(order);
  const { skip, limit } = query;
  const filters = creatorFilters(query, categoryColumns);
  const inCategories = (ids: number[]) =>
    and(
      sql`${influencerCategories.visible}`,
      ids.length === 1
        ? eq(influencerCategories.categoryId, ids[0]!)
        : inArray(influencerCategories.categoryId, ids),
      ...filters,
    );
  // Creators without engagement data come last in both directions.
  const nullsLast = sort === 'engagement' ? sql` NULLS LAST` : sql``;
  const key = {
    rank: influencerCategories.searchRankBase,
    followers: influencerCategories.followersCount,
    engagement: influencerCategories.engagementRate,
  }[sort];
  const distinct = query.categories.length > 1 ? sql`DISTINCT ` : sql``;
  if (!text) {
    const perCategory = query.categories.map(
      (categoryId) =>
        sql`(SELECT ${influencerCategories.userId} AS id, ${key} AS k FROM ${influencerCategories}
          WHERE ${inCategories([categoryId])} ORDER BY ${key} ${dir}${nullsLast}, ${influencerCategories.userId} ASC
          LIMIT ${skip + limit})`,
    );
    return {
      page: sql`SELECT id FROM (${sql.join(perCategory, sql` UNION `)}) page
        ORDER BY k ${dir}${nullsLast}, id ASC LIMIT ${limit} OFFSET ${skip}`,
      count: cappedCount(
        sql`SELECT ${distinct}${influencerCategories.userId} FROM ${influencerCategories} WHERE ${inCategories(query.categories)}`,
      ),
    };
  }
  const creators = sql`(SELECT ${distinct}${influencerCategories.userId} AS id,
      ${influencerCategories.searchRankBase} AS rank, ${influencerCategories.followersCount} AS followers,
      ${influencerCategories.engagementRate} AS engagement
    FROM ${influencerCategories} WHERE ${inCategories(query.categories)}) c`;
  const matched = sql`FROM (${matchingUserIds(text, { type: 'INFLUENCER', withCategories: true })}) m
    JOIN ${creators} ON c.id = m.id`;
  const orderBy = {
    rank: sql`(${textScore()} + c.rank) ${dir}, c.id ASC`,
    followers: sql`c.followers ${dir}, c.id ASC`,
    engagement: sql`c.engagement ${dir} NULLS LAST, c.id ASC`,
  }[sort];
  return {
    page: sql`SELECT c.id, count(*) OVER () AS total ${matched} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}`,
    count: cappedCount(sql`SELECT 1 ${matched}`),
  };
}

/**
 * SPEC §7 GET search/influencers: visible creators (SPEC §4: not deleted, not unapproved) matching the
 * text and filters of SPEC §3, sorted per SPEC §9 by search rank (default), followers or engagement.
 * Categories match when the creator has any of them.
 */
export async function searchCreators(db: Db, query: TCreatorSearchQuery): Promise<SearchPage> {
  return withSpellingCorrection(db, query.text, (text) => searchCreatorsFor(db, query, text));
}

function searchCreatorsFor(db: Db, query: TCreatorSearchQuery, text: SearchText | undefined) {
  const sort = query.sort ?? 'rank';
  const order = query.order ?? 'desc';
  if (query.categories) {
    return runSearchPage(
      db,
      text,
      categorySearchSql({ ...query, categories: query.categories }, text, sort, order),
      query,
    );
  }
  const filters = creatorFilters(query, {
    followers: sql`${users.followersCount}`,
    engagement: sql`${users.engagementRate}`,
    location: sql`${users.locationId}`,
    featured: sql`${users.featured}`,
  });
  const dir = direction(order);
  // Ties keep a stable order, so pages never repeat or skip a creator.
  const orderBy = {
    rank: sql`${userRank(text)} ${dir}, ${users.id} ASC`,
    followers: sql`${users.followersCount} ${dir}, ${users.id} ASC`,
    // Creators without engagement data come last in both directions.
    engagement: sql`${users.engagementRate} ${dir} NULLS LAST, ${users.id} ASC`,
  }[sort];
  const search = userSearchSql('INFLUENCER', text, filters, orderBy, query, true);
  if (text && sort === 'rank' && filters.every((filter) => filter === undefined)) {
    // The same order, without reading every match of a common word (docs/PERFORMANCE.md).
    search.page = rankedTextSearchSql('INFLUENCER', text, order, query, true);
  }
  return runSearchPage(db, text, search, query);
}

/**
 * The cards of the given users in the given order (no access check: the ids come from a search), read
 * in one statement with their categories.
 */
export async function findUserCards(db: Db, ids: number[]): Promise<UserCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      imageFile: users.imageFile,
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
