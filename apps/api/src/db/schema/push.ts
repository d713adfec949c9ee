import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** Web-push subscriptions of a user's browsers (SPEC §9: the list is trimmed when more than 3). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** Dashboard notifications (SPEC §7 dashboard/notifications); read_at null = unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
