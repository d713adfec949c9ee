import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import {
  AGE_BOUNDS,
  COMPENSATION_KINDS,
  ENGAGEMENT_BOUNDS,
  FOLLOWER_BOUNDS,
  GENDERS,
  OFFER_STATUSES,
  OFFER_TYPES,
} from '@spona/contracts';
import { isOneOf, isWithin, timestamps, timestamptz } from './columns';
import { categories, locations } from './reference';
import { offerSearchWordsExpression } from './search';
import { users } from './users';

/**
 * SPEC §3 Offer: an advertiser's ad (ADVERTISER_OFFER) or a creator's service (INFLUENCER_OFFER).
 * `id` is `offer_id` on the wire. A null price means 'as agreed'. Every targeting column is optional
 * and checked against the filter bounds of SPEC §3.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: OFFER_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    descriptionEn: text('description_en'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('ACTIVE'),
    unapproved: boolean('unapproved').notNull().default(false),
    unapprovedReason: text('unapproved_reason'),
    /** Issue 17: when staff flagged the offer (an appeal answers one flag). */
    unapprovedAt: timestamptz('unapproved_at'),
    featured: boolean('featured').notNull().default(false),
    /** Issue 17: featured until this time (a job clears `featured` after it). */
    featuredUntil: timestamptz('featured_until'),
    gender: text('gender', { enum: GENDERS }),
    ageFrom: integer('age_from'),
    ageTo: integer('age_to'),
    locationId: integer('location_id').references(() => locations.id),
    city: text('city'),
    followersFrom: integer('followers_from'),
    followersTo: integer('followers_to'),
    engagementFrom: numeric('engagement_from', { precision: 5, scale: 2, mode: 'number' }),
    engagementTo: numeric('engagement_to', { precision: 5, scale: 2, mode: 'number' }),
    influencersNeeded: integer('influencers_needed').notNull().default(1),
    compensationKind: text('compensation_kind', { enum: COMPENSATION_KINDS }),
    compensationAmount: numeric('compensation_amount', { precision: 10, scale: 2, mode: 'number' }),
    compensationShowAmount: boolean('compensation_show_amount').notNull().default(true),
    compensationDescription: text('compensation_description'),
    /** SPEC §4: the optional duration period. */
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    ...timestamps(),
    deletedAt: timestamptz('deleted_at'),
    /** The words of the unaccented lower-case name (db/schema/search.ts), for typo matching. */
    searchWords: text('search_words').array().notNull().generatedAlwaysAs(offerSearchWordsExpression),
    /**
     * SPEC §4: the owner may be seen with offers (not deleted, not unapproved, email confirmed). A copy
     * of the owner's row, written by the triggers of migration 0016, never by the app.
     */
    ownerListed: boolean('owner_listed').notNull().default(false),
    /**
     * SPEC §4: others may see the offer, but for its duration period (checked against the time of the
     * query): active, approved, not deleted, of an owner who may be seen with offers. What every
     * search index of offers is limited to (docs/search-rank.md).
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'ACTIVE' AND NOT unapproved AND deleted_at IS NULL AND owner_listed`),
  },
  (t) => [
    check('offers_type_check', isOneOf(t.type, OFFER_TYPES)),
    check('offers_status_check', isOneOf(t.status, OFFER_STATUSES)),
    check('offers_gender_check', isOneOf(t.gender, GENDERS)),
    check('offers_compensation_kind_check', isOneOf(t.compensationKind, COMPENSATION_KINDS)),
    check('offers_price_check', sql`${t.price} >= 0`),
    check('offers_compensation_amount_check', sql`${t.compensationAmount} >= 0`),
    check('offers_influencers_needed_check', sql`${t.influencersNeeded} >= 1`),
    check('offers_age_from_check', isWithin(t.ageFrom, AGE_BOUNDS)),
    check('offers_age_to_check', isWithin(t.ageTo, AGE_BOUNDS)),
    check('offers_age_range_check', sql`${t.ageFrom} <= ${t.ageTo}`),
    check('offers_followers_from_check', isWithin(t.followersFrom, FOLLOWER_BOUNDS)),
    check('offers_followers_to_check', isWithin(t.followersTo, FOLLOWER_BOUNDS)),
    check('offers_followers_range_check', sql`${t.followersFrom} <= ${t.followersTo}`),
    check('offers_engagement_from_check', isWithin(t.engagementFrom, ENGAGEMENT_BOUNDS)),
    check('offers_engagement_to_check', isWithin(t.engagementTo, ENGAGEMENT_BOUNDS)),
    check('offers_engagement_range_check', sql`${t.engagementFrom} <= ${t.engagementTo}`),
    check('offers_period_check', sql`${t.startsAt} <= ${t.endsAt}`),
    index('offers_user_idx').on(t.userId),
    // Search (docs/search-rank.md, docs/PERFORMANCE.md): the listed offers with every column search
    // filters and sorts by, so that a page and its count read one index range: newest first, newest
    // of a type first, cheapest first, by rank, and by id (the matches of a text).
    index('offers_listed_by_date_idx')
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.type,
        t.locationId,
        t.featured,
        t.price,
        t.startsAt,
        t.endsAt,
      )
      .where(sql`${t.listed}`),
    index('offers_listed_by_type_idx')
      .on(
        t.type,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.locationId,
        t.featured,
        t.price,
        t.startsAt,
        t.endsAt,
      )
      .where(sql`${t.listed}`),
    index('offers_listed_by_price_idx')
      .on(t.price, t.id, t.type, t.locationId, t.featured, t.createdAt, t.startsAt, t.endsAt)
      .where(sql`${t.listed}`),
    // ... featured first, then newest: the order of a text search by rank within one text score ...
    index('offers_listed_by_rank_idx')
      .on(
        t.featured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.type,
        t.locationId,
        t.price,
        t.startsAt,
        t.endsAt,
      )
      .where(sql`${t.listed}`),
    index('offers_listed_by_id_idx')
      .on(t.id, t.type, t.locationId, t.featured, t.createdAt, t.price, t.startsAt, t.endsAt)
      .where(sql`${t.listed}`),
    index('offers_search_words_idx').using('gin', t.searchWords),
    index('offers_ends_at_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'ACTIVE' and ${t.endsAt} is not null`),
  ],
);

/** SPEC §3 offer category link. */
export const offerCategories = pgTable(
  'offer_categories',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    // Copies of the offer's row that offer search filters and sorts by, so that a category is one index
    // range (docs/search-rank.md). Written by the triggers of migration 0016 on every insert here and
    // every change of the offer; never by the app.
    listed: boolean('listed').notNull().default(false),
    type: text('type', { enum: OFFER_TYPES }),
    createdAt: timestamptz('created_at'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    locationId: integer('location_id'),
    featured: boolean('featured').notNull().default(false),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.categoryId] }),
    index('offer_categories_category_idx').on(t.categoryId, t.offerId),
    index('offer_categories_search_idx')
      .on(
        t.categoryId,
        t.createdAt.desc().nullsFirst(),
        t.offerId.desc().nullsFirst(),
        t.type,
        t.locationId,
        t.featured,
        t.price,
        t.startsAt,
        t.endsAt,
      )
      .where(sql`${t.listed}`),
  ],
);

/** SPEC §3 offer image gallery: each image with a description, ordered by position. */
export const offerImages = pgTable(
  'offer_images',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('offer_images_offer_idx').on(t.offerId, t.position)],
);
