import { eq, sql } from 'drizzle-orm';
import type { TAgencySearchQuery } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { rankedTextSearchSql } from './rankedTextSearch';
import { runSearchPage, userRank, userSearchSql, type SearchPage } from './searchCreators';
import { withSpellingCorrection } from './spellingCorrection';
import type { SearchText } from './textMatch';

/**
 * SPEC §7 GET public/agencies: visible advertisers (SPEC §4) matching the text (names, company, city,
 * descriptions; typos in names), sorted by search rank (default), date joined or name (company, else
 * last name).
 */
export async function searchAgencies(db: Db, query: TAgencySearchQuery): Promise<SearchPage> {
  return withSpellingCorrection(db, query.text, (text) => searchAgenciesFor(db, query, text));
}

function searchAgenciesFor(db: Db, query: TAgencySearchQuery, text: SearchText | undefined) {
  const filters = [query.featured === undefined ? undefined : eq(users.featured, query.featured)];
  const sort = query.sort ?? 'rank';
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const orderBy = {
    rank: sql`${userRank(text)} ${dir}, ${users.id} ASC`,
    date: sql`${users.createdAt} ${dir}, ${users.id} ${dir}`,
    name: sql`lower(coalesce(${users.company}, ${users.lastName})) ${dir}, ${users.id} ASC`,
  }[sort];
  const search = userSearchSql('ADVERTISER', text, filters, orderBy, query, false);
  if (text && sort === 'rank' && query.featured === undefined) {
    search.page = rankedTextSearchSql('ADVERTISER', text, order, query, false);
  }
  return runSearchPage(db, text, search, query);
}
