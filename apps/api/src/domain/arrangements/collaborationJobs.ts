import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { COLLABORATION_REMINDER_HOURS, type TNotificationKind } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangementDeliveries, arrangements } from '../../db/schema';
import { RuleViolation } from '../errors';
import { arrangementFacts, notifyInTransaction, type NotificationInput } from '../notifications/notify';
import { lockForOperation, recordChange, type RecordedChange } from './changeArrangement';
import { answerDelivery } from './deliveries';
import type { ArrangementRow } from './findArrangements';

/** Arrangements one run of a job handles at most; the next run takes the rest. */
const JOB_BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/** What a job changed, for the caller to announce after the commits. */
export type JobChange = RecordedChange;

/**
 * Issue 16: requests still REQUESTED at their expires_at become EXPIRED (SYSTEM's EXPIRE of the state
 * machine), both parties are notified. Safe with several processes: each arrangement changes in its
 * own transaction under its row lock, and a process that comes second is refused by the state machine
 * (the status is no longer REQUESTED) and skips it. `now` is the clock (tests pass a later one).
 */
export async function expireRequests(db: Db, now = new Date()): Promise<JobChange[]> {
  const due = await db
    .select({ id: arrangements.id })
    .from(arrangements)
    .where(and(eq(arrangements.status, 'REQUESTED'), lte(arrangements.expiresAt, now)))
    .orderBy(asc(arrangements.expiresAt))
    .limit(JOB_BATCH);
  const changes: JobChange[] = [];
  for (const { id } of due) {
    const change = await skipRefused(() =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const locked = await lockForOperation(tx, id, 'SYSTEM', 'EXPIRE', now);
        return recordChange(tx, locked, 'SYSTEM', [], [{ kind: 'ARRANGEMENT_EXPIRED', to: 'BOTH' }], now);
      }),
    );
    if (change) changes.push(change);
  }
  return changes;
}

/**
 * Issue 16: the receiver of a request that expires within COLLABORATION_REMINDER_HOURS hears of it
 * once (ARRANGEMENT_EXPIRING). Safe with several processes: one conditional UPDATE … RETURNING claims
 * each request (expiry_reminded_at was null), and its notifications are written in the same commit;
 * a second process's UPDATE finds the claim made and returns nothing. The status does not change.
 */
export async function remindExpiringRequests(db: Db, now = new Date()): Promise<JobChange[]> {
  const horizon = new Date(now.getTime() + COLLABORATION_REMINDER_HOURS * HOUR_MS);
  const due = and(
    eq(arrangements.status, 'REQUESTED'),
    isNull(arrangements.expiryRemindedAt),
    gt(arrangements.expiresAt, now),
    lte(arrangements.expiresAt, horizon),
  );
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const batch = tx.select({ id: arrangements.id }).from(arrangements).where(due).limit(JOB_BATCH);
    // The conditions again on the UPDATE itself: a row another process claimed meanwhile no longer matches.
    const claimed = await tx
      .update(arrangements)
      .set({ expiryRemindedAt: now })
      .where(and(inArray(arrangements.id, batch), due))
      .returning();
    return notifyClaimed(tx, claimed, (row) => [
      { userId: row.receiverId, actorId: row.requesterId, kind: 'ARRANGEMENT_EXPIRING' },
    ]);
  });
}

/**
 * Issue 16: both parties of a delivery that is approved by itself within COLLABORATION_REMINDER_HOURS
 * hear of it once (DELIVERY_AUTO_APPROVING). Claimed like remindExpiringRequests (one conditional
 * UPDATE … RETURNING, auto_approve_reminded_at was null), notified in the same commit.
 */
export async function remindAutoApprovals(db: Db, now = new Date()): Promise<JobChange[]> {
  const horizon = new Date(now.getTime() + COLLABORATION_REMINDER_HOURS * HOUR_MS);
  const due = and(
    eq(arrangementDeliveries.status, 'PENDING'),
    isNull(arrangementDeliveries.autoApproveRemindedAt),
    gt(arrangementDeliveries.autoApproveAt, now),
    lte(arrangementDeliveries.autoApproveAt, horizon),
  );
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const batch = tx
      .select({ id: arrangementDeliveries.id })
      .from(arrangementDeliveries)
      .where(due)
      .limit(JOB_BATCH);
    const claimed = await tx
      .update(arrangementDeliveries)
      .set({ autoApproveRemindedAt: now })
      .where(and(inArray(arrangementDeliveries.id, batch), due))
      .returning({
        arrangementId: arrangementDeliveries.arrangementId,
        senderId: arrangementDeliveries.senderId,
      });
    if (claimed.length === 0) return [];
    const rows = await tx
      .select()
      .from(arrangements)
      .where(
        inArray(
          arrangements.id,
          claimed.map((d) => d.arrangementId),
        ),
      );
    return notifyClaimed(tx, rows, (row) =>
      [row.requesterId, row.receiverId].map((userId) => ({
        userId,
        // The delivery's text names the other party (the creator for the advertiser, and the reverse).
        actorId: userId === row.requesterId ? row.receiverId : row.requesterId,
        kind: 'DELIVERY_AUTO_APPROVING' as const,
      })),
    );
  });
}

/**
 * Issue 16: a delivery left PENDING until its auto_approve_at is approved by itself: per arrangement
 * one transaction that locks it for SYSTEM's AUTO_APPROVE (the state machine refuses it once the
 * advertiser answered, or another process approved it: skipped), marks the delivery APPROVED
 * automatically, and records the change (COMPLETED, a DELIVERY_AUTO_APPROVED line, both notified).
 */
export async function autoApproveDeliveries(db: Db, now = new Date()): Promise<JobChange[]> {
  const due = await db
    .select({ id: arrangementDeliveries.id, arrangementId: arrangementDeliveries.arrangementId })
    .from(arrangementDeliveries)
    .where(and(eq(arrangementDeliveries.status, 'PENDING'), lte(arrangementDeliveries.autoApproveAt, now)))
    .orderBy(asc(arrangementDeliveries.autoApproveAt))
    .limit(JOB_BATCH);
  const changes: JobChange[] = [];
  for (const delivery of due) {
    const change = await skipRefused(() =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const locked = await lockForOperation(tx, delivery.arrangementId, 'SYSTEM', 'AUTO_APPROVE', now);
        // Under the lock: still this delivery, still pending and due (answered and delivered anew: not this one).
        const pending = locked.collaboration.deliveries.find((d) => d.delivery.status === 'PENDING');
        const due = pending?.delivery.id === delivery.id && (pending.delivery.autoApproveAt ?? now) <= now;
        if (!due) return undefined;
        // The one way a delivery is answered (deliveries.ts), here by the wait.
        return answerDelivery(tx, locked, 'SYSTEM', { operation: 'AUTO_APPROVE' }, now);
      }),
    );
    if (change) changes.push(change);
  }
  return changes;
}

type Reminder = { userId: number; actorId: number; kind: TNotificationKind };

/** The claimed arrangements' notifications, written in the claim's commit; each a change to announce. */
async function notifyClaimed(
  tx: Db,
  rows: ArrangementRow[],
  remindersOf: (row: ArrangementRow) => Reminder[],
): Promise<JobChange[]> {
  const changes: JobChange[] = [];
  for (const row of rows) {
    const notices: NotificationInput[] = [];
    await notifyInTransaction(tx, async (sp) => {
      for (const { userId, actorId, kind } of remindersOf(row)) {
        notices.push({ userId, kind, data: await arrangementFacts(sp, row.id, actorId) });
      }
      return notices;
    });
    changes.push({ arrangement: row, messages: [], notices });
  }
  return changes;
}

/** A job's step refused by the state machine (another process or a participant came first) is skipped. */
export async function skipRefused<T>(step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof RuleViolation) return undefined;
    throw err;
  }
}
