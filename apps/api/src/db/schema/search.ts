import { sql, type SQL } from 'drizzle-orm';
import { offers } from './offers';
import { users } from './users';

/**
 * The expressions the search indexes of migration 0002_search_indexes are built on. A query uses an
 * expression index only when it repeats the expression exactly, so searches build them from here.
 * spona_unaccent() is an IMMUTABLE wrapper of unaccent() created by migration 0000_extensions.
 */

/** Trigram text of a user: unaccented lower-case first name, last name and username. */
export const userNameSearchText: SQL = sql`spona_unaccent(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username}))`;

/** Full-text document of a user: names, username, company, city and both descriptions. */
export const userSearchDocument: SQL = sql`to_tsvector('simple', spona_unaccent(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username} || ' ' || coalesce(${users.company}, '') || ' ' || coalesce(${users.city}, '') || ' ' || coalesce(${users.description}, '') || ' ' || coalesce(${users.descriptionEn}, ''))))`;

/** Trigram text of an offer: its unaccented lower-case name. */
export const offerNameSearchText: SQL = sql`spona_unaccent(lower(${offers.name}))`;

/** Full-text document of an offer: name, city and both descriptions. */
export const offerSearchDocument: SQL = sql`to_tsvector('simple', spona_unaccent(lower(${offers.name} || ' ' || coalesce(${offers.city}, '') || ' ' || coalesce(${offers.description}, '') || ' ' || coalesce(${offers.descriptionEn}, ''))))`;

/** A user's text query as a prefix tsquery on the same unaccented lower-case words ('sibe' finds 'Šibenik'). */
export function toSearchQuery(text: string): SQL {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => `${word}:*`);
  const query = words.length > 0 ? words.join(' & ') : '';
  return sql`to_tsquery('simple', spona_unaccent(${query}))`;
}
