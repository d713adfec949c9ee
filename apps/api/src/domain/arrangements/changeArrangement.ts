import { and, eq, sql } from 'drizzle-orm';
import type {
  TArrangementOperation,
  TArrangementReport,
  TArrangementReview,
  TArrangementStatus,
  TMessage,
  TNotificationKind,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import {
  arrangementProposals,
  arrangements,
  messages,
  offers,
  problemReports,
  reviews,
} from '../../db/schema';
import { otherParticipantOf, roleIn } from '../../policies/arrangements';
import { NotFound } from '../errors';
import {
  arrangementFacts,
  notificationKindOfStatus,
  notifyInTransaction,
  type NotificationInput,
} from '../notifications/notify';
import { isActiveStatus } from './transition';
import { loadCollaborations, transitionFactsOf, type Collaboration } from './collaboration';
import type { ArrangementRow, MessageRow } from './findArrangements';
import { transitionRefusalError } from './refusals';
import {
  decideTransition,
  reviewOperationFor,
  type ArrangementActor,
  type ArrangementRole,
  type TransitionFacts,
} from './transition';

/** One operation of a participant on an arrangement (POST management/*). */
export type ArrangementChangeInput = {
  arrangementId: number;
  userId: number;
  /** 'REVIEW_OR_COMPLETE': POST management/review, which completes an arrangement in progress. */
  operation: 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'ABORT' | 'KEEP' | 'REPORT' | 'REVIEW_OR_COMPLETE';
  /** Text the other party reads in the thread: a decline explanation or an abort reason. */
  text?: string;
  review?: TArrangementReview;
  report?: TArrangementReport;
};

export type ArrangementChange = {
  arrangement: ArrangementRow;
  role: ArrangementRole;
  operation: TArrangementOperation;
  /** Messages written to the other party (the status change and the text), oldest first. */
  messages: MessageRow[];
  /** Whether anything the participants see changed (false for a report). */
  isChanged: boolean;
  /** The notifications written with it (issue 16: mailed and pushed after the commit). */
  notices: NotificationInput[];
};

/** A participant by user id, or a job (SYSTEM: expiry, auto-approval). */
export type Actor = { userId: number } | 'SYSTEM';

/** An arrangement locked for one operation the state machine allowed, with what it decided on. */
export type LockedOperation = {
  row: ArrangementRow;
  /** The acting participant's role, or SYSTEM. */
  role: ArrangementActor;
  operation: TArrangementOperation;
  /** The status the operation leads to. */
  to: TArrangementStatus;
  offerType: 'INFLUENCER_OFFER' | 'ADVERTISER_OFFER';
  collaboration: Collaboration;
  facts: TransitionFacts;
};

/**
 * Locks the arrangement row (FOR UPDATE, inside the caller's transaction) and asks the state machine
 * (transition.ts) whether the actor may take the operation now, from the facts as they are under the
 * lock, so that two simultaneous operations (ACCEPT and CANCEL, two deliveries) cannot both win: the
 * second sees the first's outcome and is refused. NotFound for anyone but the two participants.
 * `operation` may be a function of the locked row (management/review completes or reviews).
 */
export async function lockForOperation(
  tx: Db,
  arrangementId: number,
  actor: Actor,
  operation: TArrangementOperation | ((row: ArrangementRow) => TArrangementOperation),
  now = new Date(),
): Promise<LockedOperation> {
  const [row] = await tx.select().from(arrangements).where(eq(arrangements.id, arrangementId)).for('update');
  const role: ArrangementActor | null = !row
    ? null
    : actor === 'SYSTEM'
      ? 'SYSTEM'
      : roleIn(row, actor.userId);
  if (!row || !role) throw new NotFound();
  const op = typeof operation === 'function' ? operation(row) : operation;
  const [offer] = await tx.select({ type: offers.type }).from(offers).where(eq(offers.id, row.offerId));
  const offerType = offer?.type ?? 'INFLUENCER_OFFER';
  const collaboration = (await loadCollaborations(tx, [row.id])).get(row.id)!;
  const userId = actor === 'SYSTEM' ? 0 : actor.userId;
  const hasReviewed =
    op === 'REVIEW' &&
    (
      await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.arrangementId, row.id), eq(reviews.reviewerId, userId)))
    ).length > 0;
  const facts = transitionFactsOf(
    row,
    offerType,
    collaboration,
    // A job acts for neither side; the rules of SYSTEM look at no side.
    { id: userId, role: role === 'SYSTEM' ? 'REQUESTER' : role, hasReviewed },
    now,
  );
  const decision = decideTransition(row.status, op, role, facts);
  if (!decision.ok) throw transitionRefusalError(decision.reason, row.status, op);
  return { row, role, operation: op, to: decision.to, offerType, collaboration, facts };
}

/** A line the change writes to the thread: TEXT from the actor, or a SYSTEM line with its facts. */
export type ThreadLine = { type: 'TEXT' | 'SYSTEM'; content: string; data?: TMessage['data'] };

/** One notification of the change: to the other participant (default), or to both (a job's change). */
export type ChangeNotice = { kind: TNotificationKind; to?: 'OTHER' | 'BOTH'; extra?: { rating?: number } };

/** What recordChange wrote: the row as it is now, the thread lines, and who was notified of what. */
export type RecordedChange = {
  arrangement: ArrangementRow;
  messages: MessageRow[];
  /** The notifications written in this commit: the announcer mails and pushes them after it. */
  notices: NotificationInput[];
};

/**
 * Records a decided operation inside the caller's transaction: the new status (a status change is a
 * SYSTEM line whose content is the status), the thread lines (the other party's unseen count grows
 * by them; a job's lines go to both participants), open counter-offers closed when the arrangement
 * stops being active, and the notifications, all in this commit. Nothing is broadcast here: the
 * caller does that after the commit.
 */
export async function recordChange(
  tx: Db,
  locked: LockedOperation,
  actor: Actor,
  lines: ThreadLine[],
  notices: ChangeNotice[],
  now = new Date(),
): Promise<RecordedChange> {
  const { row, to } = locked;
  // The event first ('Marija approved the delivery'), then the status it led to, then the text.
  const allLines: ThreadLine[] = [
    ...lines.filter((line) => line.type === 'SYSTEM'),
    ...(to !== row.status ? [{ type: 'SYSTEM' as const, content: to }] : []),
    ...lines.filter((line) => line.type !== 'SYSTEM'),
  ];
  // A participant writes to the other; a job's lines name no sender and count as unseen for both.
  const senderId = actor === 'SYSTEM' ? null : actor.userId;
  const receiverId = actor === 'SYSTEM' ? row.receiverId : otherParticipantOf(row, actor.userId);
  const thread = allLines.map((line) => ({
    arrangementId: row.id,
    senderId,
    receiverId,
    type: line.type,
    content: line.content,
    data: line.data ?? null,
    createdAt: now,
  }));
  const written = thread.length > 0 ? await tx.insert(messages).values(thread).returning() : [];
  const requesterNew = actor === 'SYSTEM' || receiverId === row.requesterId ? written.length : 0;
  const receiverNew = actor === 'SYSTEM' || receiverId === row.receiverId ? written.length : 0;
  const [updated] = await tx
    .update(arrangements)
    .set({
      status: to,
      lastActivityAt: now,
      ...(written.length > 0
        ? {
            lastMessageAt: now,
            requesterUnseenCount: sql`${arrangements.requesterUnseenCount} + ${requesterNew}`,
            receiverUnseenCount: sql`${arrangements.receiverUnseenCount} + ${receiverNew}`,
          }
        : {}),
      // Issue 16: the receiver's first answer counts for their response figures.
      ...(actor !== 'SYSTEM' && actor.userId === row.receiverId && row.respondedAt === null
        ? { respondedAt: now }
        : {}),
    })
    // The lock already serializes; the status condition keeps it correct even without one.
    .where(and(eq(arrangements.id, row.id), eq(arrangements.status, row.status)))
    .returning();
  if (!updated) throw transitionRefusalError('status', row.status, locked.operation);
  if (!isActiveStatus(to) && isActiveStatus(row.status)) {
    await tx
      .update(arrangementProposals)
      .set({ status: 'CLOSED', answeredAt: now })
      .where(and(eq(arrangementProposals.arrangementId, row.id), eq(arrangementProposals.status, 'OPEN')));
  }
  const writtenNotices: NotificationInput[] = [];
  if (notices.length > 0) {
    await notifyInTransaction(tx, async (sp) => {
      // A job's notices name the receiver's side as the one who acted (the offer's owner).
      const data = await arrangementFacts(sp, row.id, actor === 'SYSTEM' ? row.receiverId : actor.userId);
      const rows = notices.flatMap(({ kind, to: who = 'OTHER', extra }) =>
        (who === 'BOTH' || actor === 'SYSTEM'
          ? [row.requesterId, row.receiverId]
          : [otherParticipantOf(row, actor.userId)]
        ).map((userId) => ({ userId, kind, data: { ...data, ...extra } })),
      );
      writtenNotices.push(...rows);
      return rows;
    });
  }
  return { arrangement: updated, messages: written.sort((a, b) => a.id - b.id), notices: writtenNotices };
}

/**
 * SPEC §4 and §7 management calls: runs one operation through the state machine under the row lock
 * (lockForOperation), writes the review or the problem report, and records it (recordChange).
 */
export async function changeArrangement(db: Db, input: ArrangementChangeInput): Promise<ArrangementChange> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const actor = { userId: input.userId };
    const locked = await lockForOperation(tx, input.arrangementId, actor, (row) =>
      input.operation === 'REVIEW_OR_COMPLETE' ? reviewOperationFor(row.status) : input.operation,
    );
    const { row, operation } = locked;
    const role = locked.role as ArrangementRole;
    if (operation === 'REPORT') {
      await tx.insert(problemReports).values({
        arrangementId: row.id,
        reporterId: input.userId,
        reason: input.report?.reason || null,
        content: input.report?.content ?? '',
      });
      return { arrangement: row, role, operation, messages: [], isChanged: false, notices: [] };
    }
    if (input.review) {
      await tx.insert(reviews).values({
        arrangementId: row.id,
        reviewerId: input.userId,
        revieweeId: otherParticipantOf(row, input.userId),
        rating: input.review.rating,
        comment: input.review.comment || null,
      });
    }
    // Issue 7: the other participant's dashboard hears of the new status and of a review, in this commit.
    const kind = locked.to !== row.status ? notificationKindOfStatus(locked.to) : undefined;
    const notices: ChangeNotice[] = [
      ...(kind ? [{ kind }] : []),
      ...(input.review ? [{ kind: 'REVIEW_RECEIVED' as const, extra: { rating: input.review.rating } }] : []),
    ];
    const lines: ThreadLine[] = input.text ? [{ type: 'TEXT', content: input.text }] : [];
    const recorded = await recordChange(tx, locked, actor, lines, notices);
    return { ...recorded, role, operation, isChanged: true };
  });
}
