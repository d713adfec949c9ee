import { and, eq } from 'drizzle-orm';
import { DELIVERY_AUTO_APPROVE_HOURS, type TDeliveryCreate, type TSystemEvent } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangementDeliveries } from '../../db/schema';
import { conflictWith } from '../errors';
import {
  lockForOperation,
  recordChange,
  type Actor,
  type ChangeNotice,
  type LockedOperation,
  type RecordedChange,
} from './changeArrangement';
import { loadCollaborations, type DeliveryDetails } from './collaboration';
import { attachPrivateFiles } from './privateFiles';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 16 POST arrangements/{id}/deliveries: the creator delivers (the state machine's DELIVER: the
 * creator's side only, in progress, no other delivery awaiting an answer) links, a note and files
 * they uploaded before (attachPrivateFiles: their own, of this arrangement, not sent yet), in one
 * transaction under the arrangement's row lock. The advertiser is told (DELIVERY_NEW) and has
 * DELIVERY_AUTO_APPROVE_HOURS to answer before it is approved by itself. Broadcast by the caller.
 */
export async function createDelivery(
  db: Db,
  arrangementId: number,
  userId: number,
  input: TDeliveryCreate,
  now = new Date(),
): Promise<RecordedChange> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const actor = { userId };
    const locked = await lockForOperation(tx, arrangementId, actor, 'DELIVER', now);
    const [delivery] = await tx
      .insert(arrangementDeliveries)
      .values({
        arrangementId,
        senderId: userId,
        note: input.note || null,
        links: input.links,
        autoApproveAt: new Date(now.getTime() + DELIVERY_AUTO_APPROVE_HOURS * HOUR_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await attachPrivateFiles(
      tx,
      { arrangementId, uploaderId: userId, fileIds: input.file_ids, field: 'file_ids' },
      { deliveryId: delivery!.id },
    );
    return recordChange(
      tx,
      locked,
      actor,
      [systemLine('DELIVERY_SENT', delivery!.id)],
      [{ kind: 'DELIVERY_NEW' }],
      now,
    );
  });
}

/** How the advertiser (or the auto-approval job) answers the delivery awaiting an answer. */
export type DeliveryAnswer =
  | { operation: 'APPROVE' }
  | { operation: 'REVISE'; note: string }
  /** Issue 16: the job, DELIVERY_AUTO_APPROVE_HOURS after the delivery; both parties are told. */
  | { operation: 'AUTO_APPROVE' };

const ANSWERS = {
  APPROVE: { status: 'APPROVED', event: 'DELIVERY_APPROVED', notice: { kind: 'DELIVERY_APPROVED' } },
  REVISE: { status: 'REVISION_REQUESTED', event: 'DELIVERY_REVISION', notice: { kind: 'DELIVERY_REVISION' } },
  AUTO_APPROVE: {
    status: 'APPROVED',
    event: 'DELIVERY_AUTO_APPROVED',
    notice: { kind: 'DELIVERY_AUTO_APPROVED', to: 'BOTH' },
  },
} as const satisfies Record<
  DeliveryAnswer['operation'],
  { status: DeliveryDetails['delivery']['status']; event: TSystemEvent; notice: ChangeNotice }
>;

const systemLine = (event: TSystemEvent, deliveryId: number, note?: string) => ({
  type: 'SYSTEM' as const,
  content: event,
  data: { event, delivery_id: deliveryId, ...(note === undefined ? {} : { note }) },
});

/**
 * Issue 16: records an answer to the pending delivery of an arrangement locked for it (lockForOperation
 * with APPROVE, REVISE or AUTO_APPROVE, whose guards ensure a delivery awaits an answer and revisions
 * are left), inside the caller's transaction: the delivery's new status (approved, by the advertiser
 * or by the wait; or sent back with the advertiser's note), the thread line with its facts, the
 * notice; approval completes the arrangement (the state table's APPROVE leads to COMPLETED), after
 * which both parties may review. For the auto-approval job too, with actor 'SYSTEM'.
 */
export async function answerDelivery(
  tx: Db,
  locked: LockedOperation,
  actor: Actor,
  answer: DeliveryAnswer,
  now = new Date(),
): Promise<RecordedChange> {
  const pending = locked.collaboration.deliveries.find((d) => d.delivery.status === 'PENDING');
  if (!pending) throw conflictWith('arrangements.noPendingDelivery');
  const { status, event, notice } = ANSWERS[answer.operation];
  const note = answer.operation === 'REVISE' ? answer.note : undefined;
  await tx
    .update(arrangementDeliveries)
    .set({
      status,
      answeredAt: now,
      updatedAt: now,
      ...(note === undefined ? {} : { answerNote: note }),
      ...(answer.operation === 'AUTO_APPROVE' ? { approvedAutomatically: true } : {}),
    })
    .where(
      and(eq(arrangementDeliveries.id, pending.delivery.id), eq(arrangementDeliveries.status, 'PENDING')),
    );
  return recordChange(tx, locked, actor, [systemLine(event, pending.delivery.id, note)], [notice], now);
}

/**
 * Issue 16 POST management/approve/{id} and management/revise/{id}: the advertiser's answer to the
 * delivery awaiting one, through the state machine (APPROVE or REVISE: the advertiser's side only; at
 * most DELIVERY_MAX_REVISIONS revisions) under the row lock, recorded by answerDelivery.
 */
export async function answerDeliveryByAdvertiser(
  db: Db,
  arrangementId: number,
  userId: number,
  answer: Exclude<DeliveryAnswer, { operation: 'AUTO_APPROVE' }>,
  now = new Date(),
): Promise<RecordedChange> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const actor = { userId };
    const locked = await lockForOperation(tx, arrangementId, actor, answer.operation, now);
    return answerDelivery(tx, locked, actor, answer, now);
  });
}

/** Issue 16 GET arrangements/{id}/deliveries: every delivery with its files, oldest first. */
export async function findDeliveries(db: Db, arrangementId: number): Promise<DeliveryDetails[]> {
  return (await loadCollaborations(db, [arrangementId])).get(arrangementId)!.deliveries;
}
