import {
  ACTIVE_ARRANGEMENT_STATUSES,
  ARRANGEMENT_STATUSES,
  DELIVERY_MAX_REVISIONS,
  type TArrangementOperation,
  type TArrangementStatus,
} from '@spona/contracts';

/** Which side of an arrangement the acting user is on; SYSTEM is a job (expiry, auto-approval). */
export type ArrangementRole = 'REQUESTER' | 'RECEIVER';
export type ArrangementActor = ArrangementRole | 'SYSTEM';
/** Issue 16: the creator delivers, the advertiser approves or asks for a revision. */
export type ArrangementSide = 'CREATOR' | 'ADVERTISER';

/** What the state machine needs to know besides status and role. */
export type TransitionFacts = {
  /** Whether the acting user has already reviewed this arrangement. */
  hasReviewed: boolean;
  /** Which side the acting user is on (a job acts for neither: ADVERTISER by convention). */
  side: ArrangementSide;
  /** Issue 16: the open counter-offer, by the acting user (MINE) or the other party (THEIRS). */
  openProposal: 'MINE' | 'THEIRS' | null;
  /** Issue 16: a delivery awaits the advertiser's answer. */
  pendingDelivery: boolean;
  /** Issue 16: revisions asked for so far. */
  revisions: number;
  /** SPEC §4: silent long enough for the prompt to complete or keep. */
  isSilent: boolean;
};

/** Facts of an arrangement with nothing going on: for operations no guard looks at (SEND). */
export const QUIET_FACTS: TransitionFacts = {
  hasReviewed: false,
  side: 'CREATOR',
  openProposal: null,
  pendingDelivery: false,
  revisions: 0,
  isSilent: false,
};

/** A condition of a rule besides status, role and side; each has the refusal it gives when unmet. */
type Guard =
  | 'notReviewed'
  | 'noOpenProposal'
  | 'theirProposal'
  | 'pendingDelivery'
  | 'noPendingDelivery'
  | 'revisionsLeft';

type Rule = {
  from: TArrangementStatus;
  operation: TArrangementOperation;
  roles: readonly ArrangementActor[];
  /** Only the participant on this side (issue 16: deliveries). */
  side?: ArrangementSide;
  to: TArrangementStatus;
  guards?: readonly Guard[];
  /** Allowed, but offered (allowed_operations) only after the long silence (SPEC §4 prompt). */
  offeredWhenSilent?: boolean;
};

const BOTH = ['REQUESTER', 'RECEIVER'] as const;
const SYSTEM = ['SYSTEM'] as const;

/**
 * SPEC §4 and issue 16, the one state machine of arrangements: every operation a participant (or a
 * job) may take, in which status, by which side, and the status it leads to. Anything not in this
 * table is refused.
 * - A request (REQUESTED) is accepted or declined by its receiver (accepted only once no counter-offer
 *   is open), or canceled by its requester; unanswered it EXPIREs (job).
 * - While requested or in progress, either side proposes new terms (one open counter-offer at a time);
 *   the other side accepts or declines it.
 * - In progress, the creator delivers (one delivery awaiting an answer at a time); the advertiser
 *   approves it, which completes the arrangement, or sends it back (DELIVERY_MAX_REVISIONS times);
 *   a delivery left unanswered is approved by a job. Either side may still complete it with a review
 *   (SPEC §4) or keep it (both offered only with the long-silence prompt), or abort it with a reason.
 * - Once completed, the side that has not reviewed yet may still review (once).
 * - Both sides write messages while it is active (the requester too, before acceptance).
 * - A problem can be reported in every status; it changes nothing but files it for support.
 */
export const ARRANGEMENT_TRANSITIONS: readonly Rule[] = [
  {
    from: 'REQUESTED',
    operation: 'ACCEPT',
    roles: ['RECEIVER'],
    to: 'IN_PROGRESS',
    guards: ['noOpenProposal'],
  },
  { from: 'REQUESTED', operation: 'DECLINE', roles: ['RECEIVER'], to: 'DECLINED' },
  { from: 'REQUESTED', operation: 'CANCEL', roles: ['REQUESTER'], to: 'CANCELED' },
  { from: 'REQUESTED', operation: 'SEND', roles: BOTH, to: 'REQUESTED' },
  { from: 'REQUESTED', operation: 'EXPIRE', roles: SYSTEM, to: 'EXPIRED' },
  ...(['REQUESTED', 'IN_PROGRESS'] as const).flatMap((status) => [
    {
      from: status,
      operation: 'PROPOSE' as const,
      roles: BOTH,
      to: status,
      guards: ['noOpenProposal'] as const,
    },
    {
      from: status,
      operation: 'ACCEPT_PROPOSAL' as const,
      roles: BOTH,
      to: status,
      guards: ['theirProposal'] as const,
    },
    {
      from: status,
      operation: 'DECLINE_PROPOSAL' as const,
      roles: BOTH,
      to: status,
      guards: ['theirProposal'] as const,
    },
  ]),
  // SPEC §4 keeps completing with a review; issue 16: offered only with the long-silence prompt, the
  // way forward being a delivery the advertiser approves.
  { from: 'IN_PROGRESS', operation: 'COMPLETE', roles: BOTH, to: 'COMPLETED', offeredWhenSilent: true },
  { from: 'IN_PROGRESS', operation: 'ABORT', roles: BOTH, to: 'ABORTED' },
  { from: 'IN_PROGRESS', operation: 'KEEP', roles: BOTH, to: 'IN_PROGRESS', offeredWhenSilent: true },
  { from: 'IN_PROGRESS', operation: 'SEND', roles: BOTH, to: 'IN_PROGRESS' },
  {
    from: 'IN_PROGRESS',
    operation: 'DELIVER',
    roles: BOTH,
    side: 'CREATOR',
    to: 'IN_PROGRESS',
    guards: ['noPendingDelivery'],
  },
  {
    from: 'IN_PROGRESS',
    operation: 'APPROVE',
    roles: BOTH,
    side: 'ADVERTISER',
    to: 'COMPLETED',
    guards: ['pendingDelivery'],
  },
  {
    from: 'IN_PROGRESS',
    operation: 'REVISE',
    roles: BOTH,
    side: 'ADVERTISER',
    to: 'IN_PROGRESS',
    guards: ['pendingDelivery', 'revisionsLeft'],
  },
  {
    from: 'IN_PROGRESS',
    operation: 'AUTO_APPROVE',
    roles: SYSTEM,
    to: 'COMPLETED',
    guards: ['pendingDelivery'],
  },
  { from: 'COMPLETED', operation: 'REVIEW', roles: BOTH, to: 'COMPLETED', guards: ['notReviewed'] },
  ...ARRANGEMENT_STATUSES.map((status) => ({
    from: status,
    operation: 'REPORT' as const,
    roles: BOTH,
    to: status,
  })),
];

/**
 * Why an operation was refused: the other side's operation (role), not in this status, or the guard
 * that failed: reviewed already, a counter-offer open (or none to answer), a delivery awaiting an
 * answer (or none), no revisions left.
 */
export type TransitionRefusal =
  | 'role'
  | 'status'
  | 'reviewed'
  | 'proposalOpen'
  | 'noProposal'
  | 'deliveryPending'
  | 'noDelivery'
  | 'revisionsUsed';
export type TransitionDecision =
  { ok: true; to: TArrangementStatus } | { ok: false; reason: TransitionRefusal };

const GUARDS: Record<Guard, { holds: (facts: TransitionFacts) => boolean; refusal: TransitionRefusal }> = {
  notReviewed: { holds: (f) => !f.hasReviewed, refusal: 'reviewed' },
  noOpenProposal: { holds: (f) => f.openProposal === null, refusal: 'proposalOpen' },
  theirProposal: { holds: (f) => f.openProposal === 'THEIRS', refusal: 'noProposal' },
  pendingDelivery: { holds: (f) => f.pendingDelivery, refusal: 'noDelivery' },
  noPendingDelivery: { holds: (f) => !f.pendingDelivery, refusal: 'deliveryPending' },
  revisionsLeft: { holds: (f) => f.revisions < DELIVERY_MAX_REVISIONS, refusal: 'revisionsUsed' },
};

/** Decides one operation by the table: the next status, or why it is refused. Pure. */
export function decideTransition(
  status: TArrangementStatus,
  operation: TArrangementOperation,
  role: ArrangementActor,
  facts: TransitionFacts,
): TransitionDecision {
  const rule = ARRANGEMENT_TRANSITIONS.find((r) => r.from === status && r.operation === operation);
  if (!rule) return { ok: false, reason: 'status' };
  if (!rule.roles.includes(role)) return { ok: false, reason: 'role' };
  if (rule.side && rule.side !== facts.side) return { ok: false, reason: 'role' };
  const failed = (rule.guards ?? []).find((guard) => !GUARDS[guard].holds(facts));
  if (failed) return { ok: false, reason: GUARDS[failed].refusal };
  return { ok: true, to: rule.to };
}

/**
 * What the viewer may do now: every operation of the table the decision allows (the messenger's
 * buttons), COMPLETE and KEEP only with the long-silence prompt.
 */
export function allowedOperations(
  status: TArrangementStatus,
  role: ArrangementRole,
  facts: TransitionFacts,
): TArrangementOperation[] {
  return ARRANGEMENT_TRANSITIONS.filter(
    (rule) =>
      rule.from === status &&
      (!rule.offeredWhenSilent || facts.isSilent) &&
      decideTransition(status, rule.operation, role, facts).ok,
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
