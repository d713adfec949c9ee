import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TCreatorSearchQuery, TRange, TSortOrder } from '@spona/contracts';
import type { Db } from '../../db/client';
import { influencerCategories, users } from '../../db/schema';
import { rankedTextSearchSql } from './rankedTextSearch';
import { cappedCount, runSearchPage, type SearchPage } from './searchPage';
import { withSpellingCorrection } from './spellingCorrection';
import { textScore, userMatchParts, type SearchText } from './textMatch';
import { textSearchPageSql } from './textSearchPage';
import {
  categoriesSource,
  inCategories,
  linkColumns,
  ofType,
  userColumns,
  usersSource,
  type UserColumns,
} from './userSources';

type CreatorSort = 'rank' | 'followers' | 'engagement';

const direction = (order: TSortOrder) => sql.raw(order === 'asc' ? 'ASC' : 'DESC');

const withinRange = (column: SQL, range: TRange | undefined): SQL | undefined =>
  range === undefined
    ? undefined
    : and(
        range.min === undefined ? undefined : gte(column, range.min),
        range.max === undefined ? undefined : lte(column, range.max),
      );

/** SPEC §3 filters of creator search other than the categories, on the given columns. */
function creatorFilters(query: TCreatorSearchQuery, c: UserColumns): (SQL | undefined)[] {
  return [
    query.location_id === undefined ? undefined : sql`${c.location} = ${query.location_id}`,
    query.featured === undefined ? undefined : sql`${c.featured} = ${query.featured}`,
    withinRange(c.followers, query.followers),
    withinRange(c.engagement, query.engagement),
  ];
}

/**
 * SPEC §9 sort keys over `columns` (rank = text score + base when there is text; docs/search-rank.md).
 * Ties keep a stable order, so pages never repeat or skip a creator; creators without engagement data
 * come last in both directions.
 */
function creatorOrder(sort: CreatorSort, order: TSortOrder, c: SortColumns, score?: SQL): SQL {
  const dir = direction(order);
  return {
    rank: sql`${score ? sql`(${score} + ${c.rank})` : c.rank} ${dir}, ${c.id} ASC`,
    followers: sql`${c.followers} ${dir}, ${c.id} ASC`,
    engagement: sql`${c.engagement} ${dir} NULLS LAST, ${c.id} ASC`,
  }[sort];
}

/** The columns a sort reads. */
type SortColumns = Pick<UserColumns, 'id' | 'rank' | 'followers' | 'engagement'>;

/** The ranked rows of a text search (textSearchPage.ts). */
const rankedColumns: SortColumns = {
  id: sql`x.id`,
  rank: sql`x.rank`,
  followers: sql`x.followers`,
  engagement: sql`x.engagement`,
};

/** The union of the categories' tops (categoryPage): `k` is the sort key. */
const unionColumns: SortColumns = { id: sql`id`, rank: sql`k`, followers: sql`k`, engagement: sql`k` };

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
  const categories = query.categories;
  return runSearchPage(
    db,
    text,
    text
      ? textSearch(query, text, sort, order)
      : categories
        ? categoryPage(query, categories, sort, order)
        : usersPage(query, sort, order),
    query,
  );
}

/** Without text nor categories: the visible creators in the order of one of the covering indexes of `users`. */
function usersPage(query: TCreatorSearchQuery, sort: CreatorSort, order: TSortOrder) {
  const where = ofType('INFLUENCER', creatorFilters(query, userColumns));
  return {
    page: sql`SELECT ${users.id} AS id FROM ${users} WHERE ${where}
      ORDER BY ${creatorOrder(sort, order, userColumns)} LIMIT ${query.limit} OFFSET ${query.skip}`,
    count: cappedCount(sql`SELECT 1 FROM ${users} WHERE ${where}`),
  };
}

/**
 * Without text, in categories: each category gives its top (skip + limit) from its range of
 * influencer_categories_search_idx, and the union (a creator in two of them is one row) is ordered
 * again: every creator of the page is among the top of one of its categories.
 */
function categoryPage(
  query: TCreatorSearchQuery,
  categoryIds: number[],
  sort: CreatorSort,
  order: TSortOrder,
) {
  const filters = creatorFilters(query, linkColumns);
  const key = {
    rank: linkColumns.rank,
    followers: linkColumns.followers,
    engagement: linkColumns.engagement,
  }[sort];
  const perCategory = categoryIds.map(
    (categoryId) =>
      sql`(SELECT ${influencerCategories.userId} AS id, ${key} AS k FROM ${influencerCategories}
        WHERE ${inCategories([categoryId], filters)} ORDER BY ${creatorOrder(sort, order, linkColumns)}
        LIMIT ${query.skip + query.limit})`,
  );
  const distinct = categoryIds.length > 1 ? sql`DISTINCT ` : sql``;
  return {
    page: sql`SELECT id FROM (${sql.join(perCategory, sql` UNION `)}) page
      ORDER BY ${creatorOrder(sort, order, unionColumns)}
      LIMIT ${query.limit} OFFSET ${query.skip}`,
    count: cappedCount(
      sql`SELECT ${distinct}${influencerCategories.userId} FROM ${influencerCategories} WHERE ${inCategories(categoryIds, filters)}`,
    ),
  };
}

/**
 * With text: by rank with no filter, the two regimes of rankedTextSearch.ts; otherwise the matches that
 * pass the filters, from `users` or from the category links (textSearchPage.ts).
 */
function textSearch(query: TCreatorSearchQuery, text: SearchText, sort: CreatorSort, order: TSortOrder) {
  const categories = query.categories;
  const source = categories
    ? categoriesSource(categories, creatorFilters(query, linkColumns))
    : usersSource('INFLUENCER', creatorFilters(query, userColumns));
  const hasFilters = creatorFilters(query, userColumns).some((filter) => filter !== undefined);
  const search = textSearchPageSql(
    userMatchParts(text, { type: 'INFLUENCER', withCategories: true }),
    source,
    creatorOrder(sort, order, rankedColumns, textScore('x')),
    query,
  );
  if (sort === 'rank' && !categories && !hasFilters) {
    // The same order, without reading every match of a common word (docs/PERFORMANCE.md).
    search.page = rankedTextSearchSql('INFLUENCER', text, order, query, true);
  }
  return search;
}
