import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ENGAGEMENT_BOUNDS, PORTFOLIO_ITEM_TYPES, SOCIAL_VERIFICATION_STATES } from '@spona/contracts';
import { isOneOf, isWithin, timestamps, timestamptz } from './columns';
import { categories, networks } from './reference';
import { users } from './users';

/** SPEC §3 influencer category link. */
export const influencerCategories = pgTable(
  'influencer_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    // Copies of the creator's row that creator search filters and ranks by, so that a category is one
    // index range (docs/search-rank.md). Written by the triggers of migration 0015 on every insert here
    // and every change of the user; never by the app.
    /** SPEC §4: the creator is visible to others (not deleted, not unapproved). */
    visible: boolean('visible').notNull().default(false),
    searchRankBase: doublePrecision('search_rank_base').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    engagementRate: numeric('engagement_rate', { precision: 5, scale: 2, mode: 'number' }),
    locationId: integer('location_id'),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('influencer_categories_category_idx').on(t.categoryId, t.userId),
    index('influencer_categories_search_idx')
      .on(
        t.categoryId,
        t.searchRankBase.desc().nullsFirst(),
        t.userId,
        t.followersCount,
        t.engagementRate,
        t.locationId,
        t.featured,
      )
      .where(sql`${t.visible}`),
  ],
);

/**
 * SPEC §3 social network account. One account per network and external id, and one per network and
 * username (case-insensitive), whoever owns it (SPEC §5: 'Username already used by another user').
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id),
    username: text('username').notNull(),
    externalId: text('external_id'),
    verification: text('verification', { enum: SOCIAL_VERIFICATION_STATES }).notNull().default('UNVERIFIED'),
    /** Code the owner shows on the network while verification is in progress. */
    verificationCode: text('verification_code'),
    verifiedAt: timestamptz('verified_at'),
    /** Issue 17: when verification was asked for (the console's queue order and time-to-verify). */
    verificationRequestedAt: timestamptz('verification_requested_at'),
    /** Issue 17: staff's reason when they rejected the last verification. */
    verificationRejectedReason: text('verification_rejected_reason'),
    followers: integer('followers').notNull().default(0),
    engagementRate: numeric('engagement_rate', { precision: 5, scale: 2, mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    check('social_accounts_verification_check', isOneOf(t.verification, SOCIAL_VERIFICATION_STATES)),
    check('social_accounts_followers_check', sql`${t.followers} >= 0`),
    check('social_accounts_engagement_rate_check', isWithin(t.engagementRate, ENGAGEMENT_BOUNDS)),
    uniqueIndex('social_accounts_network_external_id_key').on(t.networkId, t.externalId),
    uniqueIndex('social_accounts_network_username_key').on(t.networkId, sql`lower(${t.username})`),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

/** SPEC §3 portfolio item. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserName: text('advertiser_name').notNull(),
    type: text('type', { enum: PORTFOLIO_ITEM_TYPES }).notNull(),
    networkId: integer('network_id').references(() => networks.id),
    link: text('link'),
    imageFile: text('image_file'),
    description: text('description'),
    showOnProfile: boolean('show_on_profile').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('portfolio_items_type_check', isOneOf(t.type, PORTFOLIO_ITEM_TYPES)),
    index('portfolio_items_user_idx').on(t.userId),
  ],
);

/**
 * Issue 18: what a portfolio link's page says of itself (its Open Graph title, description, site name
 * and picture), read server-side through the SSRF-safe fetch and kept per URL
 * (domain/profiles/linkPreviews.ts). A failed read is kept too (`ok` false), so a dead link is asked
 * again only after its time. The picture is stored as our own image, so visitors' browsers never
 * contact the linked host.
 */
export const linkPreviews = pgTable('link_previews', {
  url: text('url').primaryKey(),
  ok: boolean('ok').notNull(),
  title: text('title'),
  description: text('description'),
  siteName: text('site_name'),
  imageFile: text('image_file'),
  fetchedAt: timestamptz('fetched_at').notNull(),
});
