import { and, eq } from 'drizzle-orm';
import type { TProposalAnswer, TTermsInput } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangementProposals, arrangements } from '../../db/schema';
import { presentTerms } from '../../presenters/terms';
import { databaseErrorOf, PG_UNIQUE_VIOLATION } from '../errors';
import { lockForOperation, recordChange, type RecordedChange, type ThreadLine } from './changeArrangement';
import type { ArrangementRow } from './findArrangements';
import { transitionRefusalError } from './refusals';

/** The term columns, the same on an arrangement and on a counter-offer. */
type TermColumns = Pick<
  ArrangementRow,
  'compensationKind' | 'compensationAmount' | 'compensationDescription' | 'deadline' | 'deliverables'
>;

export type ProposeTermsInput = {
  arrangementId: number;
  userId: number;
  terms: TTermsInput;
  message?: string | null;
};

export type AnswerProposalInput = {
  arrangementId: number;
  userId: number;
  action: TProposalAnswer['action'];
  message?: string | null;
};

/** The compensation columns of a proposed compensation; null clears it ("as agreed"). */
function compensationColumns(
  compensation: NonNullable<TTermsInput['compensation']> | null,
): Pick<TermColumns, 'compensationKind' | 'compensationAmount' | 'compensationDescription'> {
  if (compensation === null)
    return { compensationKind: null, compensationAmount: null, compensationDescription: null };
  if (typeof compensation === 'number')
    return { compensationKind: 'MONEY', compensationAmount: compensation, compensationDescription: null };
  if (compensation.kind === 'MONEY')
    return {
      compensationKind: 'MONEY',
      compensationAmount: compensation.amount,
      compensationDescription: null,
    };
  return {
    compensationKind: 'GIVEAWAY',
    compensationAmount: null,
    compensationDescription: compensation.description,
  };
}

/**
 * Issue 16: the terms a counter-offer proposes: each field given replaces the arrangement's current
 * one (null clears it), each field left out keeps it.
 */
export function mergeTerms(current: TermColumns, input: TTermsInput): TermColumns {
  return {
    ...(input.compensation === undefined
      ? {
          compensationKind: current.compensationKind,
          compensationAmount: current.compensationAmount,
          compensationDescription: current.compensationDescription,
        }
      : compensationColumns(input.compensation)),
    deadline: input.deadline === undefined ? current.deadline : input.deadline,
    deliverables: input.deliverables === undefined ? current.deliverables : input.deliverables,
  };
}

const termsOfRow = (row: TermColumns): TermColumns => ({
  compensationKind: row.compensationKind,
  compensationAmount: row.compensationAmount,
  compensationDescription: row.compensationDescription,
  deadline: row.deadline,
  deliverables: row.deliverables,
});

/** The optional message of a proposal or an answer, as a TEXT line of the thread. */
const messageLines = (message: string | null | undefined): ThreadLine[] =>
  message && message.trim() !== '' ? [{ type: 'TEXT', content: message }] : [];

/**
 * Issue 16 POST management/propose/{id}: a participant proposes new terms with a message while the
 * arrangement is REQUESTED or IN_PROGRESS. The state machine (PROPOSE) allows one open counter-offer
 * at a time; the partial unique index arrangement_proposals_one_open_key guarantees it under races.
 * The thread gets a SYSTEM line PROPOSAL_MADE with the proposed terms (and the message as a TEXT
 * line); the other party is notified (PROPOSAL_NEW).
 */
export async function proposeTerms(
  db: Db,
  input: ProposeTermsInput,
  now = new Date(),
): Promise<RecordedChange> {
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const actor = { userId: input.userId };
      const locked = await lockForOperation(tx, input.arrangementId, actor, 'PROPOSE', now);
      const terms = mergeTerms(locked.row, input.terms);
      await tx.insert(arrangementProposals).values({
        arrangementId: locked.row.id,
        proposerId: input.userId,
        status: 'OPEN',
        ...terms,
        message: input.message?.trim() ? input.message : null,
        createdAt: now,
        updatedAt: now,
      });
      const lines: ThreadLine[] = [
        {
          type: 'SYSTEM',
          content: 'PROPOSAL_MADE',
          data: { event: 'PROPOSAL_MADE', terms: presentTerms(terms) },
        },
        ...messageLines(input.message),
      ];
      return recordChange(tx, locked, actor, lines, [{ kind: 'PROPOSAL_NEW' }], now);
    });
  } catch (err) {
    // Issue 16: a second open proposal at the same time loses on the unique index, like a refused one.
    if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION)
      throw transitionRefusalError('proposalOpen', 'REQUESTED', 'PROPOSE');
    throw err;
  }
}

/**
 * Issue 16 POST management/proposal/{id}: the other party accepts or declines the open counter-offer
 * (the state machine refuses the proposer's own answer and an answer when none is open). Accepting
 * copies its terms onto the arrangement; declining keeps the arrangement's terms. The thread gets a
 * SYSTEM line PROPOSAL_ACCEPTED or PROPOSAL_DECLINED with the proposal's terms (and the message as a
 * TEXT line); the proposer is notified.
 */
export async function answerProposal(
  db: Db,
  input: AnswerProposalInput,
  now = new Date(),
): Promise<RecordedChange> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const actor = { userId: input.userId };
    const isAccept = input.action === 'ACCEPT';
    const operation = isAccept ? 'ACCEPT_PROPOSAL' : 'DECLINE_PROPOSAL';
    const locked = await lockForOperation(tx, input.arrangementId, actor, operation, now);
    // The guard (theirProposal) holds, so the proposal is there.
    const proposal = locked.collaboration.openProposal!;
    const terms = termsOfRow(proposal);
    await tx
      .update(arrangementProposals)
      .set({ status: isAccept ? 'ACCEPTED' : 'DECLINED', answeredAt: now, updatedAt: now })
      .where(and(eq(arrangementProposals.id, proposal.id), eq(arrangementProposals.status, 'OPEN')));
    if (isAccept) {
      await tx.update(arrangements).set(terms).where(eq(arrangements.id, locked.row.id));
    }
    const event = isAccept ? 'PROPOSAL_ACCEPTED' : 'PROPOSAL_DECLINED';
    const lines: ThreadLine[] = [
      { type: 'SYSTEM', content: event, data: { event, terms: presentTerms(terms) } },
      ...messageLines(input.message),
    ];
    return recordChange(tx, locked, actor, lines, [{ kind: event }], now);
  });
}
