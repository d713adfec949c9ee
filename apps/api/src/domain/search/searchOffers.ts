import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOfferSearchQuery, TSortOrder } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offerCategories, offers } from '../../db/schema';
import { isWithinPeriod } from '../offers/visibility';
import { OFFER_WALK_MAX_DEPTH, rankedOfferTextSearchSql } from './rankedOfferTextSearch';
import { cappedCount, runSearchPage, type SearchPage } from './searchPage';
import { withSpellingCorrection } from './spellingCorrection';
import { offerMatchParts, textScore, type SearchText } from './textMatch';
import { textSearchPageSql, type SearchSource } from './textSearchPage';

/** docs/search-rank.md: an offer's rank is its text score plus 20 when featured. */
const FEATURED_OFFER_BONUS = 20;

/**
 * The columns offer search filters and sorts by: in `offers`, or in their copies on a category link
 * (migration 0016). Both are read from indexes of the listed offers only.
 */
interface OfferColumns {
  table: typeof offers | typeof offerCategories;
  id: SQL;
  listed: SQL;
  type: SQL;
  locationId: SQL;
  featured: SQL;
  price: SQL;
  createdAt: SQL;
  startsAt: SQL;
  endsAt: SQL;
}

const offerColumns: OfferColumns = {
  table: offers,
  id: sql`${offers.id}`,
  listed: sql`${offers.listed}`,
  type: sql`${offers.type}`,
  locationId: sql`${offers.locationId}`,
  featured: sql`${offers.featured}`,
  price: sql`${offers.price}`,
  createdAt: sql`${offers.createdAt}`,
  startsAt: sql`${offers.startsAt}`,
  endsAt: sql`${offers.endsAt}`,
};

const linkColumns: OfferColumns = {
  table: offerCategories,
  id: sql`${offerCategories.offerId}`,
  listed: sql`${offerCategories.listed}`,
  type: sql`${offerCategories.type}`,
  locationId: sql`${offerCategories.locationId}`,
  featured: sql`${offerCategories.featured}`,
  price: sql`${offerCategories.price}`,
  createdAt: sql`${offerCategories.createdAt}`,
  startsAt: sql`${offerCategories.startsAt}`,
  endsAt: sql`${offerCategories.endsAt}`,
};

/**
 * SPEC §7 GET search/offers: offers others may see (SPEC §4: active, approved, within their period, of
 * a visible owner with a confirmed email) matching the text and filters of SPEC §3. SPEC §9 sorts by
 * date (newest first by default) or price (cheapest first by default; 'as agreed' last); with text and
 * no sort the best matches come first.
 */
export async function searchOffers(db: Db, query: TOfferSearchQuery): Promise<SearchPage> {
  return withSpellingCorrection(db, query.text, (text) => searchOffersFor(db, query, text));
}

/** SPEC §4 and §3: the offers others may see now, with the filters other than the categories. */
function whereOf(c: OfferColumns, query: TOfferSearchQuery, categories?: number[]): SQL {
  return and(
    c.listed,
    isWithinPeriod(c.startsAt, c.endsAt),
    query.type === undefined ? undefined : sql`${c.type} = ${query.type}`,
    query.location_id === undefined ? undefined : sql`${c.locationId} = ${query.location_id}`,
    query.featured === undefined ? undefined : sql`${c.featured} = ${query.featured}`,
    categories === undefined
      ? undefined
      : categories.length === 1
        ? eq(offerCategories.categoryId, categories[0]!)
        : inArray(offerCategories.categoryId, categories),
  )!;
}

/** The columns a sort reads: the offer's own, or those of the ranked rows of a text search. */
type SortColumns = Pick<OfferColumns, 'id' | 'featured' | 'price' | 'createdAt'>;

/** The ranked rows of a text search (textSearchPage.ts). */
const rankedColumns: SortColumns = {
  id: sql`x.id`,
  featured: sql`x.featured`,
  price: sql`x.price`,
  createdAt: sql`x.created_at`,
};

/** The sort keys of SPEC §9 (ties broken so that pages never repeat or skip an offer). */
function sortKeysOf(
  c: SortColumns,
  sort: 'rank' | 'date' | 'price',
  order: TSortOrder,
  score?: SQL,
): { value: SQL; order: SQL }[] {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const featuredBonus = sql`CASE WHEN ${c.featured} THEN ${sql.raw(String(FEATURED_OFFER_BONUS))} ELSE 0 END`;
  if (sort === 'date') {
    return [
      { value: c.createdAt, order: dir },
      { value: c.id, order: dir },
    ];
  }
  if (sort === 'price') {
    return [
      { value: c.price, order: sql`${dir} NULLS LAST` },
      { value: c.id, order: sql`ASC` },
    ];
  }
  return [
    { value: score ? sql`(${score} + ${featuredBonus})` : featuredBonus, order: dir },
    { value: c.createdAt, order: sql`DESC` },
    { value: c.id, order: sql`DESC` },
  ];
}

const orderByOf = (keys: { value: SQL; order: SQL }[], named = false) =>
  sql.join(
    keys.map((key, i) => sql`${named ? sql.raw(`k${i}`) : key.value} ${key.order}`),
    sql`, `,
  );

/**
 * The offers others may see that pass the filters, in `offers` or on their category links (a listed
 * offer in two of the categories once), for a text search (textSearchPage.ts).
 */
function offerSource(c: OfferColumns, query: TOfferSearchQuery, categories?: number[]): SearchSource {
  const columns = sql`${c.featured} AS featured, ${c.price} AS price, ${c.createdAt} AS created_at`;
  const distinct = categories && categories.length > 1 ? sql`DISTINCT ` : sql``;
  const where = whereOf(c, query, categories);
  return {
    rows: sql`SELECT ${distinct}${c.id} AS id, ${columns} FROM ${c.table} WHERE ${where}`,
    // An offer is one row of `offers` (then the lookup flattens into a plain join), and one of its
    // links per category.
    rowOf: (id) =>
      sql`SELECT ${columns} FROM ${c.table} WHERE ${c.id} = ${id} AND ${where}${categories ? sql` LIMIT 1` : sql``}`,
    columns: ['featured', 'price', 'created_at'],
  };
}

function searchOffersFor(db: Db, query: TOfferSearchQuery, text: SearchText | undefined) {
  const sort = query.sort ?? (text ? 'rank' : 'date');
  const order = query.order ?? (sort === 'price' ? 'asc' : 'desc');
  const { skip, limit } = query;
  const categories = query.categories;
  const c = categories ? linkColumns : offerColumns;
  if (text) {
    const keys = sortKeysOf(rankedColumns, sort, order, textScore('x'));
    const search = textSearchPageSql(
      offerMatchParts(text),
      offerSource(c, query, categories),
      orderByOf(keys),
      query,
    );
    if (sort === 'rank' && order === 'desc' && !categories && skip + limit <= OFFER_WALK_MAX_DEPTH) {
      // The same order, walking each group of one text score in rank order (docs/PERFORMANCE.md).
      search.page = rankedOfferTextSearchSql(offerMatchParts(text), whereOf(c, query), query);
    }
    return runSearchPage(db, text, search, query);
  }
  const keys = sortKeysOf(c, sort, order);
  if (categories && categories.length > 1) {
    // Each category gives its top (skip + limit); a page's offers are among the top of one of their
    // categories, and an offer in two of them is one row of the union.
    const columns = sql.join(
      keys.map((key, i) => sql`${key.value} AS ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    const perCategory = categories.map(
      (categoryId) =>
        sql`(SELECT ${c.id} AS id, ${columns} FROM ${c.table} WHERE ${whereOf(c, query, [categoryId])}
          ORDER BY ${orderByOf(keys)} LIMIT ${skip + limit})`,
    );
    return runSearchPage(
      db,
      text,
      {
        page: sql`SELECT id FROM (${sql.join(perCategory, sql` UNION `)}) page ORDER BY ${orderByOf(keys, true)} LIMIT ${limit} OFFSET ${skip}`,
        count: cappedCount(
          sql`SELECT DISTINCT ${c.id} FROM ${c.table} WHERE ${whereOf(c, query, categories)}`,
        ),
      },
      query,
    );
  }
  const where = whereOf(c, query, categories);
  return runSearchPage(
    db,
    text,
    {
      page: sql`SELECT ${c.id} AS id FROM ${c.table} WHERE ${where} ORDER BY ${orderByOf(keys)} LIMIT ${limit} OFFSET ${skip}`,
      count: cappedCount(sql`SELECT 1 FROM ${c.table} WHERE ${where}`),
    },
    query,
  );
}
