import {
  ACTIVE_ARRANGEMENT_STATUSES,
  ARRANGEMENT_STATUSES,
  type TArrangementOperation,
  type TArrangementStatus,
} from '@spona/contracts';

/** Which side of an arrangement the acting user is on. */
export type ArrangementRole = 'REQUESTER' | 'RECEIVER';

/** What the state machine needs to know besides status and role. */
export type TransitionFacts = {
  /** Whether the acting user has already reviewed this arrangement. */
  hasReviewed: boolean;
};

type Rule = {
  from: TArrangementStatus;
  operation: TArrangementOperation;
  roles: readonly ArrangementRole[];
  to: TArrangementStatus;
  /** Only while the acting user has not reviewed yet. */
  needsNoReview?: boolean;
};

const BOTH = ['REQUESTER', 'RECEIVER'] as const;

/**
 * SPEC §4, the one state machine of arrangements: every operation a participant may take, in which
 * status, by which side, and the status it leads to. Anything not in this table is refused.
 * - A request (REQUESTED) is accepted or declined by its receiver, or canceled by its requester.
 * - In progress, either side completes it with a review (COMPLETE), aborts it with a reason, or answers
 *   the long-silence prompt with KEEP.
 * - Once completed, the side that has not reviewed yet may still review (once).
 * - Both sides write messages while it is active (the requester too, before acceptance).
 * - A problem can be reported in every status; it changes nothing but files it for support.
 */
export const ARRANGEMENT_TRANSITIONS: readonly Rule[] = [
  { from: 'REQUESTED', operation: 'ACCEPT', roles: ['RECEIVER'], to: 'IN_PROGRESS' },
  { from: 'REQUESTED', operation: 'DECLINE', roles: ['RECEIVER'], to: 'DECLINED' },
  { from: 'REQUESTED', operation: 'CANCEL', roles: ['REQUESTER'], to: 'CANCELED' },
  { from: 'REQUESTED', operation: 'SEND', roles: BOTH, to: 'REQUESTED' },
  { from: 'IN_PROGRESS', operation: 'COMPLETE', roles: BOTH, to: 'COMPLETED' },
  { from: 'IN_PROGRESS', operation: 'ABORT', roles: BOTH, to: 'ABORTED' },
  { from: 'IN_PROGRESS', operation: 'KEEP', roles: BOTH, to: 'IN_PROGRESS' },
  { from: 'IN_PROGRESS', operation: 'SEND', roles: BOTH, to: 'IN_PROGRESS' },
  { from: 'COMPLETED', operation: 'REVIEW', roles: BOTH, to: 'COMPLETED', needsNoReview: true },
  ...ARRANGEMENT_STATUSES.map((status) => ({
    from: status,
    operation: 'REPORT' as const,
    roles: BOTH,
    to: status,
  })),
];

/** Why an operation was refused: the other side's operation, not in this status, or reviewed already. */
export type TransitionRefusal = 'role' | 'status' | 'reviewed';
export type TransitionDecision =
  { ok: true; to: TArrangementStatus } | { ok: false; reason: TransitionRefusal };

/** Decides one operation by the table: the next status, or why it is refused. Pure. */
export function decideTransition(
  status: TArrangementStatus,
  operation: TArrangementOperation,
  role: ArrangementRole,
  facts: TransitionFacts,
): TransitionDecision {
  const rule = ARRANGEMENT_TRANSITIONS.find((r) => r.from === status && r.operation === operation);
  if (!rule) return { ok: false, reason: 'status' };
  if (!rule.roles.includes(role)) return { ok: false, reason: 'role' };
  if (rule.needsNoReview && facts.hasReviewed) return { ok: false, reason: 'reviewed' };
  return { ok: true, to: rule.to };
}

/** What the viewer may do now: every operation of the table the decision allows (the messenger's buttons). */
export function allowedOperations(
  status: TArrangementStatus,
  role: ArrangementRole,
  facts: TransitionFacts,
): TArrangementOperation[] {
  return ARRANGEMENT_TRANSITIONS.filter(
    (rule) => rule.from === status && decideTransition(status, rule.operation, role, facts).ok,
  ).map((rule) => rule.operation);
}

/** POST management/review/{id} completes an arrangement in progress and only reviews a completed one. */
export function reviewOperationFor(status: TArrangementStatus): TArrangementOperation {
  return status === 'IN_PROGRESS' ? 'COMPLETE' : 'REVIEW';
}

/** SPEC §4: REQUESTED and IN_PROGRESS count as active. */
export function isActiveStatus(status: TArrangementStatus): boolean {
  return ACTIVE_ARRANGEMENT_STATUSES.includes(status);
}
