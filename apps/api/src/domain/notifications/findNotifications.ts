import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TNotificationsRead } from '@spona/contracts';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's latest `limit` notifications, newest first. Only their own. */
export async function findNotifications(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the user's notifications are unread. */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the named notifications of the user (or all of them) read; ids of other users' notifications
 * match nothing. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  which: TNotificationsRead,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Issue 7 'email not yet confirmed', kept lazily whenever the dashboard loads: an unconfirmed user gets
 * one notice per email address (a changed address gets a new one); once confirmed, the unread notices
 * are marked read. One statement each, so parallel loads do not double it in practice.
 */
export async function syncEmailNotice(
  db: Db,
  user: { id: number; email: string; emailVerifiedAt: Date | null },
): Promise<void> {
  if (user.emailVerifiedAt) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, user.id),
          eq(notifications.kind, 'EMAIL_NOT_CONFIRMED'),
          isNull(notifications.readAt),
        ),
      );
    return;
  }
  await db.execute(sql`
    INSERT INTO notifications (user_id, kind, data)
    SELECT ${user.id}, 'EMAIL_NOT_CONFIRMED', jsonb_build_object('email', ${user.email}::text)
    WHERE NOT EXISTS (
      SELECT 1 FROM notifications
      WHERE user_id = ${user.id} AND kind = 'EMAIL_NOT_CONFIRMED' AND data->>'email' = ${user.email}
    )`);
}
