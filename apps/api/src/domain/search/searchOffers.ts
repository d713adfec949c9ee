import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TOfferSearchQuery } from '@spona/contracts';
import type { Db } from '../../db/client';
import { offerCategories, offers, users } from '../../db/schema';
import { isVisibleOffer } from '../offers/visibility';
import { cappedCount, runSearchPage, type SearchPage } from './searchCreators';
import { withSpellingCorrection } from './spellingCorrection';
import { matchingOfferIds, textScore, type SearchText } from './textMatch';

/** docs/search-rank.md: an offer's rank is its text score plus 20 when featured. */
const FEATURED_OFFER_BONUS = 20;

/**
 * SPEC §7 GET search/offers: offers others may see (SPEC §4: active, approved, within their period, of
 * a visible owner with a confirmed email) matching the text and filters of SPEC §3. SPEC §9 sorts by
 * date (newest first by default) or price (cheapest first by default; 'as agreed' last); with text and
 * no sort the best matches come first.
 */
export async function searchOffers(db: Db, query: TOfferSearchQuery): Promise<SearchPage> {
  return withSpellingCorrection(db, query.text, (text) => searchOffersFor(db, query, text));
}

function searchOffersFor(db: Db, query: TOfferSearchQuery, text: SearchText | undefined) {
  const where = and(
    isVisibleOffer(),
    query.type === undefined ? undefined : eq(offers.type, query.type),
    query.location_id === undefined ? undefined : eq(offers.locationId, query.location_id),
    query.featured === undefined ? undefined : eq(offers.featured, query.featured),
    query.categories
      ? inArray(
          offers.id,
          db
            .select({ id: offerCategories.offerId })
            .from(offerCategories)
            .where(inArray(offerCategories.categoryId, query.categories)),
        )
      : undefined,
  );
  const sort = query.sort ?? (text ? 'rank' : 'date');
  const order = query.order ?? (sort === 'price' ? 'asc' : 'desc');
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const featuredBonus = sql`CASE WHEN ${offers.featured} THEN ${sql.raw(String(FEATURED_OFFER_BONUS))} ELSE 0 END`;
  const orderBy = {
    rank: text
      ? sql`(${textScore()} + ${featuredBonus}) ${dir}, ${offers.createdAt} DESC, ${offers.id} DESC`
      : sql`${featuredBonus} ${dir}, ${offers.createdAt} DESC, ${offers.id} DESC`,
    date: sql`${offers.createdAt} ${dir}, ${offers.id} ${dir}`,
    price: sql`${offers.price} ${dir} NULLS LAST, ${offers.id} ASC`,
  }[sort];
  const matched = text ? sql`JOIN (${matchingOfferIds(text)}) m ON m.id = ${offers.id}` : sql``;
  const from = sql`FROM ${offers} JOIN ${users} ON ${users.id} = ${offers.userId} ${matched} WHERE ${where}`;
  const total = text ? sql`, count(*) OVER () AS total` : sql``;
  return runSearchPage(
    db,
    text,
    {
      page: sql`SELECT ${offers.id} AS id${total} ${from} ORDER BY ${orderBy} LIMIT ${query.limit} OFFSET ${query.skip}`,
      count: cappedCount(sql`SELECT 1 ${from}`),
    },
    query,
  );
}
