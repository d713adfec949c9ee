import { and, desc, eq, or, sql } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS, type TPushSubscriptionCreate } from '@spona/contracts';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { RuleViolation } from '../errors';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Longest User-Agent kept with a subscription. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * SPEC §7 POST subscriptions: stores the browser's subscription for the caller, by endpoint. An
 * endpoint the caller already has is updated (new keys, now the newest). Another user's endpoint moves
 * to the caller only with the same keys: that is the same browser, signed in now as someone else.
 * Knowing the endpoint alone is not enough (it would take another user's pushes over): a RuleViolation
 * conflict, and nothing changes. SPEC §9: a user keeps at most MAX_PUSH_SUBSCRIPTIONS; older ones are
 * deleted in the same transaction.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: TPushSubscriptionCreate,
  userAgent: string | undefined,
): Promise<PushSubscriptionRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const values = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH).replaceAll('\u0000', '') || null,
      createdAt: now,
    };
    // The condition sits in the upsert itself, so two racing posts cannot slip between a read and a write.
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
        ),
      })
      .returning();
    if (!row) throw new RuleViolation({ endpoint: 'support.subscriptionTaken' }, { kind: 'conflict' });
    await tx.execute(sql`
      DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${MAX_PUSH_SUBSCRIPTIONS})`);
    return row;
  });
}

/** The caller's subscriptions, newest first. */
export async function findSubscriptions(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Deletes one of the caller's subscriptions by id or endpoint; false when the caller has no such one. */
export async function deleteSubscription(
  db: Db,
  userId: number,
  which: { id: number } | { endpoint: string },
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        'id' in which ? eq(pushSubscriptions.id, which.id) : eq(pushSubscriptions.endpoint, which.endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
