import { describe, expect, it } from 'vitest';
import {
  ARRANGEMENT_OPERATIONS,
  ARRANGEMENT_STATUSES,
  type TArrangementOperation,
  type TArrangementStatus,
} from '@spona/contracts';
import {
  allowedOperations,
  decideTransition,
  type ArrangementActor,
  type ArrangementRole,
  type TransitionFacts,
} from './transition';

type Case = TransitionFacts & {
  status: TArrangementStatus;
  operation: TArrangementOperation;
  role: ArrangementActor;
};

/**
 * The oracle, written out independently of the table (SPEC §4 and issue 16): the status an operation
 * leads to, or undefined when it is refused.
 */
function expected(c: Case): TArrangementStatus | undefined {
  const participant = c.role !== 'SYSTEM';
  const creator = participant && c.side === 'CREATOR';
  const advertiser = participant && c.side === 'ADVERTISER';
  if (c.operation === 'REPORT') return participant ? c.status : undefined;
  switch (c.status) {
    case 'REQUESTED':
      switch (c.operation) {
        case 'ACCEPT':
          return c.role === 'RECEIVER' && c.openProposal === null ? 'IN_PROGRESS' : undefined;
        case 'DECLINE':
          return c.role === 'RECEIVER' ? 'DECLINED' : undefined;
        case 'CANCEL':
          return c.role === 'REQUESTER' ? 'CANCELED' : undefined;
        case 'SEND':
          return participant ? 'REQUESTED' : undefined;
        case 'EXPIRE':
          return c.role === 'SYSTEM' ? 'EXPIRED' : undefined;
        case 'PROPOSE':
          return participant && c.openProposal === null ? 'REQUESTED' : undefined;
        case 'ACCEPT_PROPOSAL':
        case 'DECLINE_PROPOSAL':
          return participant && c.openProposal === 'THEIRS' ? 'REQUESTED' : undefined;
        default:
          return undefined;
      }
    case 'IN_PROGRESS':
      switch (c.operation) {
        case 'COMPLETE':
          return participant ? 'COMPLETED' : undefined;
        case 'ABORT':
          return participant ? 'ABORTED' : undefined;
        case 'KEEP':
        case 'SEND':
          return participant ? 'IN_PROGRESS' : undefined;
        case 'PROPOSE':
          return participant && c.openProposal === null ? 'IN_PROGRESS' : undefined;
        case 'ACCEPT_PROPOSAL':
        case 'DECLINE_PROPOSAL':
          return participant && c.openProposal === 'THEIRS' ? 'IN_PROGRESS' : undefined;
        case 'DELIVER':
          return creator && !c.pendingDelivery ? 'IN_PROGRESS' : undefined;
        case 'APPROVE':
          return advertiser && c.pendingDelivery ? 'COMPLETED' : undefined;
        case 'REVISE':
          return advertiser && c.pendingDelivery && c.revisions < 2 ? 'IN_PROGRESS' : undefined;
        case 'AUTO_APPROVE':
          return c.role === 'SYSTEM' && c.pendingDelivery ? 'COMPLETED' : undefined;
        default:
          return undefined;
      }
    case 'COMPLETED':
      return c.operation === 'REVIEW' && participant && !c.hasReviewed ? 'COMPLETED' : undefined;
    default:
      return undefined;
  }
}

const FACTS: TransitionFacts[] = [false, true].flatMap((hasReviewed) =>
  (['CREATOR', 'ADVERTISER'] as const).flatMap((side) =>
    (['MINE', 'THEIRS', null] as const).flatMap((openProposal) =>
      [false, true].flatMap((pendingDelivery) =>
        [0, 1, 2].flatMap((revisions) =>
          [false, true].map((isSilent) => ({
            hasReviewed,
            side,
            openProposal,
            pendingDelivery,
            revisions,
            isSilent,
          })),
        ),
      ),
    ),
  ),
);

const cases: Case[] = ARRANGEMENT_STATUSES.flatMap((status) =>
  ARRANGEMENT_OPERATIONS.flatMap((operation) =>
    (['REQUESTER', 'RECEIVER', 'SYSTEM'] as const).flatMap((role) =>
      FACTS.map((facts) => ({ ...facts, status, operation, role })),
    ),
  ),
);

const quiet: TransitionFacts = {
  hasReviewed: false,
  side: 'CREATOR',
  openProposal: null,
  pendingDelivery: false,
  revisions: 0,
  isSilent: false,
};

const describeCase = (c: Case) =>
  `${c.operation} by ${c.role} (${c.side}) of ${c.status}, proposal ${c.openProposal}, ` +
  `pending ${c.pendingDelivery}, revisions ${c.revisions}, reviewed ${c.hasReviewed}`;

describe('the arrangement state machine', () => {
  it(`decides all ${cases.length} combinations as the oracle does`, () => {
    const wrong = cases.filter((c) => {
      const decision = decideTransition(c.status, c.operation, c.role, c);
      const want = expected(c);
      return want === undefined ? decision.ok : !decision.ok || decision.to !== want;
    });
    expect(wrong.map(describeCase).slice(0, 10)).toEqual([]);
  });

  it('reaches every status and uses every operation somewhere', () => {
    const reached = new Set(cases.filter((c) => expected(c)).map((c) => expected(c)));
    expect([...reached].sort()).toEqual([...ARRANGEMENT_STATUSES].sort());
    const used = new Set(cases.filter((c) => expected(c)).map((c) => c.operation));
    expect([...used].sort()).toEqual([...ARRANGEMENT_OPERATIONS].sort());
  });

  it('says the other side acts when the status allows the operation to them', () => {
    expect(decideTransition('REQUESTED', 'ACCEPT', 'REQUESTER', quiet)).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(decideTransition('REQUESTED', 'CANCEL', 'RECEIVER', quiet)).toEqual({ ok: false, reason: 'role' });
    expect(
      decideTransition('IN_PROGRESS', 'APPROVE', 'RECEIVER', { ...quiet, pendingDelivery: true }),
    ).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(decideTransition('IN_PROGRESS', 'DELIVER', 'RECEIVER', { ...quiet, side: 'ADVERTISER' })).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(decideTransition('REQUESTED', 'EXPIRE', 'RECEIVER', quiet)).toEqual({ ok: false, reason: 'role' });
  });

  it('says the status is wrong when nobody may do it now', () => {
    expect(decideTransition('CANCELED', 'ACCEPT', 'RECEIVER', quiet)).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(decideTransition('DECLINED', 'SEND', 'REQUESTER', quiet)).toEqual({ ok: false, reason: 'status' });
    expect(decideTransition('EXPIRED', 'ACCEPT', 'RECEIVER', quiet)).toEqual({ ok: false, reason: 'status' });
    expect(decideTransition('REQUESTED', 'DELIVER', 'RECEIVER', quiet)).toEqual({
      ok: false,
      reason: 'status',
    });
  });

  it('names the guard that refused', () => {
    expect(decideTransition('COMPLETED', 'REVIEW', 'RECEIVER', { ...quiet, hasReviewed: true })).toEqual({
      ok: false,
      reason: 'reviewed',
    });
    expect(decideTransition('REQUESTED', 'ACCEPT', 'RECEIVER', { ...quiet, openProposal: 'THEIRS' })).toEqual(
      {
        ok: false,
        reason: 'proposalOpen',
      },
    );
    expect(
      decideTransition('REQUESTED', 'ACCEPT_PROPOSAL', 'RECEIVER', { ...quiet, openProposal: 'MINE' }),
    ).toEqual({ ok: false, reason: 'noProposal' });
    expect(
      decideTransition('IN_PROGRESS', 'DELIVER', 'RECEIVER', { ...quiet, pendingDelivery: true }),
    ).toEqual({
      ok: false,
      reason: 'deliveryPending',
    });
    const advertiser = { ...quiet, side: 'ADVERTISER' as const };
    expect(decideTransition('IN_PROGRESS', 'APPROVE', 'REQUESTER', advertiser)).toEqual({
      ok: false,
      reason: 'noDelivery',
    });
    expect(
      decideTransition('IN_PROGRESS', 'REVISE', 'REQUESTER', {
        ...advertiser,
        pendingDelivery: true,
        revisions: 2,
      }),
    ).toEqual({ ok: false, reason: 'revisionsUsed' });
  });

  it('offers the messenger exactly the allowed operations, COMPLETE and KEEP only after the long silence', () => {
    for (const c of cases) {
      if (c.role === 'SYSTEM') continue;
      const offered = allowedOperations(c.status, c.role as ArrangementRole, c);
      const promptOnly = c.operation === 'KEEP' || c.operation === 'COMPLETE';
      const allowed = expected(c) !== undefined && (!promptOnly || c.isSilent);
      if (offered.includes(c.operation) !== allowed) throw new Error(`offered wrongly: ${describeCase(c)}`);
    }
    expect(allowedOperations('REQUESTED', 'RECEIVER', quiet)).toEqual([
      'ACCEPT',
      'DECLINE',
      'SEND',
      'PROPOSE',
      'REPORT',
    ]);
    expect(allowedOperations('REQUESTED', 'REQUESTER', quiet)).toEqual([
      'CANCEL',
      'SEND',
      'PROPOSE',
      'REPORT',
    ]);
    expect(allowedOperations('IN_PROGRESS', 'RECEIVER', quiet)).not.toContain('KEEP');
    expect(allowedOperations('IN_PROGRESS', 'RECEIVER', quiet)).not.toContain('COMPLETE');
    expect(allowedOperations('IN_PROGRESS', 'RECEIVER', { ...quiet, isSilent: true })).toContain('COMPLETE');
    expect(allowedOperations('IN_PROGRESS', 'RECEIVER', { ...quiet, isSilent: true })).toContain('KEEP');
    expect(allowedOperations('IN_PROGRESS', 'REQUESTER', { ...quiet, side: 'ADVERTISER' })).not.toContain(
      'EXPIRE',
    );
  });
});
