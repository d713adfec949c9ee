import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AGE_BOUNDS, ENGAGEMENT_BOUNDS, GENDERS, LOCALES, USER_TYPES } from '@spona/contracts';
import { isOneOf, isWithin, timestamps, timestamptz } from './columns';
import { locations } from './reference';
import { userSearchWordsExpression } from './search';

/**
 * docs/search-rank.md: 30 for profile completion (SPEC §9 steps: photo, category, network and offer for
 * a creator; photo and offer for an advertiser), up to 30 for verified followers (logarithmic, full at
 * the SPEC §3 maximum of 300000), up to 20 for the rating (average shrunk towards 0 while there are few
 * reviews), 20 when featured.
 */
const searchRankBaseExpression = sql`round((
  30.0 * (CASE WHEN type = 'INFLUENCER'
    THEN ((image_file IS NOT NULL)::int + completed_steps) / 4.0
    ELSE ((image_file IS NOT NULL)::int + least(completed_steps, 1)) / 2.0 END)
  + least(30.0, 30.0 * ln(1 + verified_followers) / ln(300001))
  + coalesce(20.0 * (rating_average / 5.0) * (rating_count / (rating_count + 3.0)), 0)
  + CASE WHEN featured THEN 20 ELSE 0 END
)::numeric, 3)::double precision`;

/**
 * SPEC §3 User, both account types in one table: advertiser data (company, website) and creator data
 * (gender, age, categories, social accounts) hang off the same row. Accounts are soft-deleted
 * (deleted_at); deleting scrubs email and username so they can be used again.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: USER_TYPES }).notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: text('company'),
    website: text('website'),
    description: text('description'),
    descriptionEn: text('description_en'),
    city: text('city'),
    locationId: integer('location_id').references(() => locations.id),
    gender: text('gender', { enum: GENDERS }),
    age: integer('age'),
    preferredLanguage: text('preferred_language', { enum: LOCALES }).notNull().default('hr'),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyRecommendations: boolean('notify_recommendations').notNull().default(true),
    notifyReminders: boolean('notify_reminders').notNull().default(true),
    /** Issue 7: web push of new messages and arrangements to the user's subscribed browsers. */
    notifyPush: boolean('notify_push').notNull().default(true),
    imageFile: text('image_file'),
    /** Issue 18: the profile's cover, a banner cropped at upload (domain/images/userImage.ts). */
    coverFile: text('cover_file'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** SPEC §4: flagged for a rules violation. */
    unapproved: boolean('unapproved').notNull().default(false),
    unapprovedReason: text('unapproved_reason'),
    /** Issue 17: when staff flagged the user (an appeal answers one flag). */
    unapprovedAt: timestamptz('unapproved_at'),
    featured: boolean('featured').notNull().default(false),
    /** Issue 17: featured until this time (a job clears `featured` after it); null: until staff lift it. */
    featuredUntil: timestamptz('featured_until'),
    /**
     * Sum of the followers of the user's social accounts (not DELETING), kept by a trigger on
     * social_accounts; what creator search filters and sorts by.
     */
    followersCount: integer('followers_count').notNull().default(0),
    /** Follower-weighted engagement rate of the user's social accounts, kept by the same trigger. */
    engagementRate: numeric('engagement_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** Followers of the user's VERIFIED social accounts; kept by triggers (docs/search-rank.md). */
    verifiedFollowers: integer('verified_followers').notNull().default(0),
    /** Average rating of the reviews the user received (null: none) and their count; kept by triggers. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    /** SPEC §9 completion steps done besides the photo (category, network, offer); kept by triggers. */
    completedSteps: integer('completed_steps').notNull().default(0),
    /**
     * The query-independent part of the search rank, 0..100: profile completion, verified followers,
     * rating and featured (docs/search-rank.md). Generated from the row, so it follows every change of
     * the columns above, which the triggers of migration 0007_search_rank_triggers keep.
     */
    searchRankBase: doublePrecision('search_rank_base').notNull().generatedAlwaysAs(searchRankBaseExpression),
    /**
     * The words of the unaccented lower-case first name, last name and username (db/schema/search.ts):
     * what typo matching looks up (docs/search-rank.md), marked `is_name` in user_words (migration 0015).
     */
    searchWords: text('search_words').array().notNull().generatedAlwaysAs(userSearchWordsExpression),
    deletedAt: timestamptz('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    check('users_type_check', isOneOf(t.type, USER_TYPES)),
    check('users_gender_check', isOneOf(t.gender, GENDERS)),
    check('users_age_check', isWithin(t.age, AGE_BOUNDS)),
    check('users_preferred_language_check', isOneOf(t.preferredLanguage, LOCALES)),
    check('users_followers_count_check', sql`${t.followersCount} >= 0`),
    check('users_engagement_rate_check', isWithin(t.engagementRate, ENGAGEMENT_BOUNDS)),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_type_engagement_idx').on(t.type, t.engagementRate.desc()),
    index('users_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    index('users_type_engagement_nulls_last_idx').on(t.type, t.engagementRate.desc().nullsLast(), t.id),
    index('users_featured_idx')
      .on(t.type)
      .where(sql`${t.featured}`),
    // Search (docs/search-rank.md, docs/PERFORMANCE.md; a text of one word is looked up in the
    // user_words list of migration 0015, kept by triggers): typo matching on the words of the name
    // for texts of several words ...
    index('users_search_words_idx').using('gin', t.searchWords),
    // ... sort=engagement&order=asc, creators without engagement data last (the index above is DESC) ...
    index('users_type_engagement_asc_idx').on(t.type, t.engagementRate.asc().nullsLast(), t.id),
    // ... and two covering indexes of the users others may see (SPEC §4), so that ranking the matches of
    // a text and counting the matches of filters are index-only scans, not a heap read per user:
    // looked up by id (the matches of a text) ...
    index('users_visible_by_id_idx')
      .on(t.id, t.type, t.searchRankBase, t.followersCount, t.engagementRate, t.locationId, t.featured)
      .where(sql`${t.deletedAt} is null and not ${t.unapproved}`),
    // ... and walked in rank order (searches without text).
    index('users_visible_by_rank_idx')
      .on(
        t.type,
        t.searchRankBase.desc().nullsFirst(),
        t.id,
        t.followersCount,
        t.engagementRate,
        t.locationId,
        t.featured,
      )
      .where(sql`${t.deletedAt} is null and not ${t.unapproved}`),
    // ... the visible users of one location, and in follower order (a location or followers filter
    // counts its own range, not all creators) ...
    index('users_visible_by_location_idx')
      .on(
        t.type,
        t.locationId,
        t.searchRankBase.desc().nullsFirst(),
        t.id,
        t.followersCount,
        t.engagementRate,
        t.featured,
      )
      .where(sql`${t.deletedAt} is null and not ${t.unapproved}`),
    index('users_visible_by_followers_idx')
      .on(
        t.type,
        t.followersCount.desc().nullsFirst(),
        t.id,
        t.searchRankBase,
        t.engagementRate,
        t.locationId,
        t.featured,
      )
      .where(sql`${t.deletedAt} is null and not ${t.unapproved}`),
  ],
);
