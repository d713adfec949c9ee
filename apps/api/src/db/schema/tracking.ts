import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** SPEC §3 analytics event (POST analytics/events); user_id null when anonymous. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    subeventType: text('subevent_type'),
    eventData: jsonb('event_data'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_type_created_at_idx').on(t.eventType, t.createdAt)],
);

/**
 * SPEC §3 and §7 event log (MESSAGE/RECEIVED, APP_UPSELL/...). The client's user id -1 ('unknown')
 * is stored as NULL.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    action: text('action').notNull(),
    payload: jsonb('payload'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('event_log_category_action_created_at_idx').on(t.category, t.action, t.createdAt),
    index('event_log_user_idx').on(t.userId),
  ],
);

/** Profile views for the dashboard (SPEC §7 dashboard/profile-views): one per viewer per profile per day. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileUserId: integer('profile_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_views_profile_viewer_day_key').on(t.profileUserId, t.viewerId, t.viewedOn),
    index('profile_views_profile_day_idx').on(t.profileUserId, t.viewedOn),
  ],
);
