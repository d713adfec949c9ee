import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    imageFile: text('image_file'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** SPEC §4: flagged for a rules violation. */
    unapproved: boolean('unapproved').notNull().default(false),
    unapprovedReason: text('unapproved_reason'),
    featured: boolean('featured').notNull().default(false),
    /**
     * Sum of the followers of the user's social accounts (not DELETING), kept by a trigger on
     * social_accounts; what creator search filters and sorts by.
     */
    followersCount: integer('followers_count').notNull().default(0),
    /** Follower-weighted engagement rate of the user's social accounts, kept by the same trigger. */
    engagementRate: numeric('engagement_rate', { precision: 5, scale: 2, mode: 'number' }),
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
    index('users_type_location_idx').on(t.type, t.locationId),
    index('users_type_followers_idx').on(t.type, t.followersCount.desc().nullsFirst()),
    index('users_type_engagement_idx').on(t.type, t.engagementRate.desc()),
    index('users_type_created_at_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    index('users_featured_idx')
      .on(t.type)
      .where(sql`${t.featured}`),
  ],
);
