import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TOfferSearchQuery, TSortOrder } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offerCategories, offers } from '../../db/schema';
import { isWithinPeriod } from '../offers/visibility';
import { cappedCount, runSearchPage, type SearchPage } from './searchCreators';
import { withSpellingCorrection } from './spellingCorrection';
import { matchingOfferIds, textScore, type SearchText } from './textMatch';

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

/** The sort keys of SPEC §9 (ties broken so that pages never repeat or skip an offer). */
function sortKeysOf(
  c: OfferColumns,
  sort: 'rank' | 'date' | 'price',
  order: TSortOrder,
  text: SearchText | undefined,
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
    { value: text ? sql`(${textScore()} + ${featuredBonus})` : featuredBonus, order: dir },
    { value: c.createdAt, order: sql`DESC` },
    { value: c.id, order: sql`DESC` },
  ];
}

function searchOffersFor(db: Db, query: TOfferSearchQuery, text: SearchText | undefined) {
  const sort = query.sort ?? (text ? 'rank' : 'date');
  const order = query.order ?? (sort === 'price' ? 'asc' : 'desc');
  const { skip, limit } = query;
  const categories = query.categories;
  const c = categories ? linkColumns : offerColumns;
  const keys = sortKeysOf(c, sort, order, text);
  const orderBy = (named: boolean) =>
    sql.join(
      keys.map((key, i) => sql`${named ? sql.raw(`k${i}`) : key.value} ${key.order}`),
      sql`, `,
    );

  if (!text && categories && categories.length > 1) {
    // Each category gives its top (skip + limit); a page's offers are among the top of one of their
    // categories, and an offer in two of them is one row of the union.
    const columns = sql.join(
      keys.map((key, i) => sql`${key.value} AS ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    const perCategory = categories.map(
      (categoryId) =>
        sql`(SELECT ${c.id} AS id, ${columns} FROM ${c.table} WHERE ${whereOf(c, query, [categoryId])}
          ORDER BY ${orderBy(false)} LIMIT ${skip + limit})`,
    );
    return runSearchPage(
      db,
      text,
      {
        page: sql`SELECT id FROM (${sql.join(perCategory, sql` UNION `)}) page ORDER BY ${orderBy(true)} LIMIT ${limit} OFFSET ${skip}`,
        count: cappedCount(
          sql`SELECT DISTINCT ${c.id} FROM ${c.table} WHERE ${whereOf(c, query, categories)}`,
        ),
      },
      query,
    );
  }
  // Text: the matches, kept when the offer may be seen (one probe of an index of the listed offers
  // each); a link of each category holds the same columns. Offers in two of the categories are counted
  // once.
  const matched = text ? sql`JOIN (${matchingOfferIds(text)}) m ON m.id = ${c.id}` : sql``;
  const from = sql`FROM ${c.table} ${matched} WHERE ${whereOf(c, query, categories)}`;
  const total = text ? sql`, count(*) OVER () AS total` : sql``;
  if (categories && categories.length > 1) {
    const columns = sql.join(
      keys.map((key, i) => sql`${key.value} AS ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    return runSearchPage(
      db,
      text,
      {
        page: sql`SELECT id${total} FROM (SELECT DISTINCT ${c.id} AS id, ${columns} ${from}) matches
          ORDER BY ${orderBy(true)} LIMIT ${limit} OFFSET ${skip}`,
        count: cappedCount(sql`SELECT DISTINCT ${c.id} ${from}`),
      },
      query,
    );
  }
  return runSearchPage(
    db,
    text,
    {
      page: sql`SELECT ${c.id} AS id${total} ${from} ORDER BY ${orderBy(false)} LIMIT ${limit} OFFSET ${skip}`,
      count: cappedCount(sql`SELECT 1 ${from}`),
    },
    query,
  );
}
