import { and, eq, sql } from 'drizzle-orm';
import type { TArrangementOperation, TArrangementReport, TArrangementReview } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, messages, problemReports, reviews } from '../../db/schema';
import { otherParticipantOf, roleIn } from '../../policies/arrangements';
import { NotFound } from '../errors';
import { arrangementFacts, notificationKindOfStatus, notifyInTransaction } from '../notifications/notify';
import type { ArrangementRow, MessageRow } from './findArrangements';
import { transitionRefusalError } from './refusals';
import { decideTransition, reviewOperationFor, type ArrangementRole } from './transition';

/** One operation of a participant on an arrangement (POST management/*). */
export type ArrangementChangeInput = {
  arrangementId: number;
  userId: number;
  /** 'REVIEW_OR_COMPLETE': POST management/review, which completes an arrangement in progress. */
  operation: Exclude<TArrangementOperation, 'SEND' | 'COMPLETE' | 'REVIEW'> | 'REVIEW_OR_COMPLETE';
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
};

/**
 * Runs one operation through the state machine (transition.ts) under a row lock, so that two
 * simultaneous operations (ACCEPT and CANCEL) cannot both win: the second sees the first's status and
 * is refused. A status change is written to the thread as a SYSTEM message whose content is the new
 * status, followed by the text; the other party's unseen count grows by the messages written.
 * Nothing is broadcast here: the caller does that after the commit.
 */
export async function changeArrangement(db: Db, input: ArrangementChangeInput): Promise<ArrangementChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(arrangements)
      .where(eq(arrangements.id, input.arrangementId))
      .for('update');
    const role = row ? roleIn(row, input.userId) : null;
    if (!row || !role) throw new NotFound();
    const operation =
      input.operation === 'REVIEW_OR_COMPLETE' ? reviewOperationFor(row.status) : input.operation;
    const hasReviewed =
      operation === 'REVIEW' &&
      (
        await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.arrangementId, row.id), eq(reviews.reviewerId, input.userId)))
      ).length > 0;
    const decision = decideTransition(row.status, operation, role, { hasReviewed });
    if (!decision.ok) throw transitionRefusalError(decision.reason, row.status, operation);

    const otherId = otherParticipantOf(row, input.userId);
    if (operation === 'REPORT') {
      await tx.insert(problemReports).values({
        arrangementId: row.id,
        reporterId: input.userId,
        reason: input.report?.reason || null,
        content: input.report?.content ?? '',
      });
      return { arrangement: row, role, operation, messages: [], isChanged: false };
    }
    if (input.review) {
      await tx.insert(reviews).values({
        arrangementId: row.id,
        reviewerId: input.userId,
        revieweeId: otherId,
        rating: input.review.rating,
        comment: input.review.comment || null,
      });
    }

    const now = new Date();
    const thread: (typeof messages.$inferInsert)[] = [];
    const write = (type: 'SYSTEM' | 'TEXT', content: string) =>
      thread.push({
        arrangementId: row.id,
        senderId: input.userId,
        receiverId: otherId,
        type,
        content,
        createdAt: now,
      });
    if (decision.to !== row.status) write('SYSTEM', decision.to);
    if (input.text) write('TEXT', input.text);
    const written = thread.length > 0 ? await tx.insert(messages).values(thread).returning() : [];

    const unseen =
      role === 'REQUESTER' ? arrangements.receiverUnseenCount : arrangements.requesterUnseenCount;
    const [updated] = await tx
      .update(arrangements)
      .set({
        status: decision.to,
        lastActivityAt: now,
        ...(written.length > 0
          ? {
              lastMessageAt: now,
              [role === 'REQUESTER' ? 'receiverUnseenCount' : 'requesterUnseenCount']:
                sql`${unseen} + ${written.length}`,
            }
          : {}),
      })
      // The lock already serializes; the status condition keeps it correct even without one.
      .where(and(eq(arrangements.id, row.id), eq(arrangements.status, row.status)))
      .returning();
    if (!updated) throw transitionRefusalError('status', row.status, operation);
    // Issue 7: the other participant's dashboard hears of the new status and of a review, in this commit.
    const kind = decision.to !== row.status ? notificationKindOfStatus(decision.to) : undefined;
    const review = input.review;
    if (kind || review) {
      await notifyInTransaction(tx as unknown as Db, async (sp) => {
        const data = await arrangementFacts(sp, row.id, input.userId);
        return [
          ...(kind ? [{ userId: otherId, kind, data }] : []),
          ...(review
            ? [
                {
                  userId: otherId,
                  kind: 'REVIEW_RECEIVED' as const,
                  data: { ...data, rating: review.rating },
                },
              ]
            : []),
        ];
      });
    }
    return {
      arrangement: updated,
      role,
      operation,
      messages: written.sort((a, b) => a.id - b.id),
      isChanged: true,
    };
  });
}
