import { eq, sql } from 'drizzle-orm';
import type { TArrangementStatus, TNotificationData, TNotificationKind } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, notifications, offers, users } from '../../db/schema';
import { storableJson } from '../storableJson';

/** Anything that logs an error: the Fastify logger, or nothing (domain code called outside a request). */
type ErrorLog = { error(details: object, message: string): void } | undefined;

/** One notification to write: to whom, what kind, and the facts its text names. */
export type NotificationInput = { userId: number; kind: TNotificationKind; data: TNotificationData };

/** Issue 7: the notification the other participant gets when an arrangement reaches this status. */
export function notificationKindOfStatus(status: TArrangementStatus): TNotificationKind | undefined {
  const kinds: Partial<Record<TArrangementStatus, TNotificationKind>> = {
    IN_PROGRESS: 'ARRANGEMENT_ACCEPTED',
    DECLINED: 'ARRANGEMENT_DECLINED',
    CANCELED: 'ARRANGEMENT_CANCELED',
    COMPLETED: 'ARRANGEMENT_COMPLETED',
    ABORTED: 'ARRANGEMENT_ABORTED',
  };
  return kinds[status];
}

/**
 * Writes notifications inside the caller's transaction, under a savepoint: they commit with the change
 * they tell about, and a failure to write them is logged and rolled back to the savepoint, so it never
 * fails (or loses) the change itself.
 */
export async function notifyInTransaction(
  tx: Db,
  build: (tx: Db) => Promise<NotificationInput[]>,
  log?: ErrorLog,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const rows = await build(savepoint as unknown as Db);
      // Staff's reasons and users' texts may hold lone surrogates, which jsonb refuses (issue 17).
      const storable = rows.map((row) => ({ ...row, data: storableJson(row.data) as TNotificationData }));
      if (storable.length > 0) await savepoint.insert(notifications).values(storable);
    });
  } catch (err) {
    log?.error({ err }, 'notification not written');
  }
}

/** A user's name as others see it in a notification. */
const actorName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The facts of an arrangement a notification names: its id, the offer and who acted. No access check:
 * only called for a participant's own change.
 */
export async function arrangementFacts(tx: Db, arrangementId: number, actorId: number) {
  const [row] = await tx
    .select({ offerId: offers.id, offerName: offers.name })
    .from(arrangements)
    .innerJoin(offers, eq(offers.id, arrangements.offerId))
    .where(eq(arrangements.id, arrangementId));
  const [actor] = await tx.select({ name: actorName }).from(users).where(eq(users.id, actorId));
  return {
    arrangement_id: arrangementId,
    ...(row ? { offer_id: row.offerId, offer_name: row.offerName } : {}),
    actor_id: actorId,
    ...(actor ? { actor_name: actor.name } : {}),
  } satisfies TNotificationData;
}
