import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_KINDS, type TSavedSearchFilters } from '@spona/contracts';
import { isOneOf, timestamps, timestamptz } from './columns';
import { users } from './users';

/**
 * Issue 20: a search of creators or offers a user saved with its filters (the search's own query
 * shape). `notified_at`: the creation time of the newest match the digest told of (at first, when the
 * search was saved); newer matches are new. `unsubscribe_token`: the digest mail's link for this search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SAVED_SEARCH_KINDS }).notNull(),
    name: text('name'),
    filters: jsonb('filters').$type<TSavedSearchFilters>().notNull(),
    alerts: boolean('alerts').notNull().default(true),
    notifiedAt: timestamptz('notified_at').notNull().defaultNow(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('saved_searches_kind_check', isOneOf(t.kind, SAVED_SEARCH_KINDS)),
    index('saved_searches_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('saved_searches_unsubscribe_token_key').on(t.unsubscribeToken),
  ],
);

/**
 * Issue 20: a user's daily digest: when it was last looked at (`checked_at`, sent or not) and sent,
 * whether its mail was unsubscribed, the link's token, and the recommendations it already told of
 * (`offer:{id}` or `creator:{id}`), so each is recommended once.
 */
export const userDigests = pgTable(
  'user_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedAt: timestamptz('checked_at'),
    sentAt: timestamptz('sent_at'),
    mailOff: boolean('mail_off').notNull().default(false),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    recommendedKeys: text('recommended_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('user_digests_unsubscribe_token_key').on(t.unsubscribeToken),
    index('user_digests_checked_at_idx').on(t.checkedAt),
  ],
);
