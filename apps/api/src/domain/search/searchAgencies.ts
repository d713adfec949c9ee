import { sql, type SQL } from 'drizzle-orm';
import type { TAgencySearchQuery, TSortOrder } from '@spona/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { rankedTextSearchSql } from './rankedTextSearch';
import { cappedCount, runSearchPage, type SearchPage } from './searchPage';
import { withSpellingCorrection } from './spellingCorrection';
import { textScore, userMatchParts, type SearchText } from './textMatch';
import { textSearchPageSql } from './textSearchPage';
import { ofType, usersSource } from './userSources';

type AgencySort = 'rank' | 'date' | 'name';

/** The name agencies sort by: the company, else the last name. */
const sortName = sql`lower(coalesce(${users.company}, ${users.lastName}))`;

/**
 * SPEC §7 GET public/agencies: visible advertisers (SPEC §4) matching the text (names, company, city,
 * descriptions; typos in names), sorted by search rank (default), date joined or name (company, else
 * last name).
 */
export async function searchAgencies(db: Db, query: TAgencySearchQuery): Promise<SearchPage> {
  return withSpellingCorrection(db, query.text, (text) => searchAgenciesFor(db, query, text));
}

/** The sort keys over a row's rank, date and name (ties: stable by id). */
function agencyOrder(sort: AgencySort, order: TSortOrder, c: { id: SQL; rank: SQL; date: SQL; name: SQL }) {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  return {
    rank: sql`${c.rank} ${dir}, ${c.id} ASC`,
    date: sql`${c.date} ${dir}, ${c.id} ${dir}`,
    name: sql`${c.name} ${dir}, ${c.id} ASC`,
  }[sort];
}

function searchAgenciesFor(db: Db, query: TAgencySearchQuery, text: SearchText | undefined) {
  const filters = [query.featured === undefined ? undefined : sql`${users.featured} = ${query.featured}`];
  const sort = query.sort ?? 'rank';
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  if (!text) {
    const where = ofType('ADVERTISER', filters);
    const orderBy = agencyOrder(sort, order, {
      id: sql`${users.id}`,
      rank: sql`${users.searchRankBase}`,
      date: sql`${users.createdAt}`,
      name: sortName,
    });
    const search = {
      page: sql`SELECT ${users.id} AS id FROM ${users} WHERE ${where} ORDER BY ${orderBy} LIMIT ${query.limit} OFFSET ${query.skip}`,
      count: cappedCount(sql`SELECT 1 FROM ${users} WHERE ${where}`),
    };
    return runSearchPage(db, text, search, query);
  }
  // Only the columns the sort reads: the date and name are not in the covering indexes.
  const extra: Record<string, SQL> =
    sort === 'date' ? { date: sql`${users.createdAt}` } : sort === 'name' ? { name: sortName } : {};
  const search = textSearchPageSql(
    userMatchParts(text, { type: 'ADVERTISER', withCategories: false }),
    usersSource('ADVERTISER', filters, extra),
    agencyOrder(sort, order, {
      id: sql`x.id`,
      rank: sql`(${textScore('x')} + x.rank)`,
      date: sql`x.date`,
      name: sql`x.name`,
    }),
    query,
  );
  if (sort === 'rank' && query.featured === undefined) {
    search.page = rankedTextSearchSql('ADVERTISER', text, order, query, false);
  }
  return runSearchPage(db, text, search, query);
}
