import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CAMPAIGN_BLOCKS, CAMPAIGN_STATUSES } from '@spona/contracts';
import { arrangements } from './arrangements';
import { isOneOf, timestamps, timestamptz } from './columns';
import { offers } from './offers';
import { users } from './users';

/** Issue 20: an advertiser's named list of saved creators, private to them; names unique per owner. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('shortlists_owner_name_key').on(t.ownerId, sql`lower(${t.name})`)],
);

/** Issue 20: a creator saved into a shortlist, with the owner's note. */
export const shortlistCreators = pgTable(
  'shortlist_creators',
  {
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.creatorId] }),
    index('shortlist_creators_creator_idx').on(t.creatorId),
  ],
);

/**
 * Issue 20: an advertiser's campaign: a brief sent as one arrangement per creator. DRAFT until sent;
 * SENT keeps its creators and brief.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brief: text('brief'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('DRAFT'),
    sentAt: timestamptz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    check('campaigns_status_check', isOneOf(t.status, CAMPAIGN_STATUSES)),
    check('campaigns_budget_check', sql`${t.budget} >= 0`),
    check('campaigns_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
    index('campaigns_owner_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

/**
 * Issue 20: a creator of a campaign on one of their services. `message_key` is the key of the request
 * the send makes (its own per creator); after the send `arrangement_id` is that request, or
 * `skipped_reason` says why the creator was left out.
 */
export const campaignCreators = pgTable(
  'campaign_creators',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    messageKey: text('message_key').notNull(),
    arrangementId: integer('arrangement_id').references(() => arrangements.id, { onDelete: 'set null' }),
    skippedReason: text('skipped_reason', { enum: CAMPAIGN_BLOCKS }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.creatorId] }),
    check('campaign_creators_skipped_reason_check', isOneOf(t.skippedReason, CAMPAIGN_BLOCKS)),
    index('campaign_creators_creator_idx').on(t.creatorId),
    index('campaign_creators_offer_idx').on(t.offerId),
    index('campaign_creators_arrangement_idx').on(t.arrangementId),
  ],
);
