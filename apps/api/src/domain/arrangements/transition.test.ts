import { describe, expect, it } from 'vitest';
import {
  ARRANGEMENT_OPERATIONS,
  ARRANGEMENT_STATUSES,
  type TArrangementOperation,
  type TArrangementStatus,
} from '@spona/contracts';
import { allowedOperations, decideTransition, type ArrangementRole } from './transition';

type Case = {
  status: TArrangementStatus;
  operation: TArrangementOperation;
  role: ArrangementRole;
  hasReviewed: boolean;
};

/**
 * Every allowed move, written out independently of the table: `status operation role [reviewed] -> next`.
 * Everything else is refused.
 */
const ALLOWED: Record<string, TArrangementStatus> = {
  'REQUESTED ACCEPT RECEIVER': 'IN_PROGRESS',
  'REQUESTED DECLINE RECEIVER': 'DECLINED',
  'REQUESTED CANCEL REQUESTER': 'CANCELED',
  'REQUESTED SEND REQUESTER': 'REQUESTED',
  'REQUESTED SEND RECEIVER': 'REQUESTED',
  'IN_PROGRESS COMPLETE REQUESTER': 'COMPLETED',
  'IN_PROGRESS COMPLETE RECEIVER': 'COMPLETED',
  'IN_PROGRESS ABORT REQUESTER': 'ABORTED',
  'IN_PROGRESS ABORT RECEIVER': 'ABORTED',
  'IN_PROGRESS KEEP REQUESTER': 'IN_PROGRESS',
  'IN_PROGRESS KEEP RECEIVER': 'IN_PROGRESS',
  'IN_PROGRESS SEND REQUESTER': 'IN_PROGRESS',
  'IN_PROGRESS SEND RECEIVER': 'IN_PROGRESS',
  'COMPLETED REVIEW REQUESTER not-reviewed': 'COMPLETED',
  'COMPLETED REVIEW RECEIVER not-reviewed': 'COMPLETED',
  ...Object.fromEntries(
    ARRANGEMENT_STATUSES.flatMap((s) => [
      [`${s} REPORT REQUESTER`, s],
      [`${s} REPORT RECEIVER`, s],
    ]),
  ),
};

function expected({ status, operation, role, hasReviewed }: Case): TArrangementStatus | undefined {
  return (
    ALLOWED[`${status} ${operation} ${role}`] ??
    (hasReviewed ? undefined : ALLOWED[`${status} ${operation} ${role} not-reviewed`])
  );
}

const cases: Case[] = ARRANGEMENT_STATUSES.flatMap((status) =>
  ARRANGEMENT_OPERATIONS.flatMap((operation) =>
    (['REQUESTER', 'RECEIVER'] as const).flatMap((role) =>
      [false, true].map((hasReviewed) => ({ status, operation, role, hasReviewed })),
    ),
  ),
);

describe('the arrangement state machine', () => {
  it.each(cases.filter((c) => expected(c) !== undefined))(
    'allows $operation by the $role of a $status arrangement (reviewed: $hasReviewed)',
    (c) => {
      expect(decideTransition(c.status, c.operation, c.role, c)).toEqual({ ok: true, to: expected(c) });
    },
  );

  it.each(cases.filter((c) => expected(c) === undefined))(
    'refuses $operation by the $role of a $status arrangement (reviewed: $hasReviewed)',
    (c) => {
      expect(decideTransition(c.status, c.operation, c.role, c).ok).toBe(false);
    },
  );

  it('says the other side acts when the status allows the operation to them', () => {
    expect(decideTransition('REQUESTED', 'ACCEPT', 'REQUESTER', { hasReviewed: false })).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(decideTransition('REQUESTED', 'CANCEL', 'RECEIVER', { hasReviewed: false })).toEqual({
      ok: false,
      reason: 'role',
    });
  });

  it('says the status is wrong when nobody may do it now', () => {
    expect(decideTransition('CANCELED', 'ACCEPT', 'RECEIVER', { hasReviewed: false })).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(decideTransition('DECLINED', 'SEND', 'REQUESTER', { hasReviewed: false })).toEqual({
      ok: false,
      reason: 'status',
    });
  });

  it('refuses a second review with its own reason', () => {
    expect(decideTransition('COMPLETED', 'REVIEW', 'RECEIVER', { hasReviewed: true })).toEqual({
      ok: false,
      reason: 'reviewed',
    });
  });

  it('offers the messenger exactly the allowed operations', () => {
    for (const c of cases) {
      const offered = allowedOperations(c.status, c.role, c);
      expect(offered.includes(c.operation)).toBe(expected(c) !== undefined);
    }
    expect(allowedOperations('REQUESTED', 'RECEIVER', { hasReviewed: false })).toEqual([
      'ACCEPT',
      'DECLINE',
      'SEND',
      'REPORT',
    ]);
    expect(allowedOperations('REQUESTED', 'REQUESTER', { hasReviewed: false })).toEqual([
      'CANCEL',
      'SEND',
      'REPORT',
    ]);
  });
});
