import type { TArrangementOperation, TArrangementStatus } from '@spona/contracts';
import type { ArrangementRequestRefusal } from '../../policies/arrangements';
import { conflictWith, Forbidden, RuleViolation } from '../errors';
import type { TransitionRefusal } from './transition';

/**
 * The refusal of an operation the state machine refuses: Forbidden (403) when it belongs to the other
 * side, a conflict (409) when the arrangement's status no longer allows it (with the status in words),
 * the review is given already, or (issue 16) a guard of the collaboration fails: a counter-offer is
 * open (or there is none to answer), a delivery awaits an answer (or none does), no revisions are left.
 */
export function transitionRefusalError(
  reason: TransitionRefusal,
  status: TArrangementStatus,
  operation: TArrangementOperation,
): Forbidden | RuleViolation {
  if (reason === 'role') return new Forbidden('arrangements.otherSideActs');
  if (reason === 'reviewed') return conflictWith('arrangements.alreadyReviewed');
  // Issue 16: a guard of the collaboration that failed says what is in the way.
  if (reason === 'proposalOpen') {
    // Accepting a request waits for the open counter-offer; a second proposal waits for the first.
    return conflictWith(
      operation === 'PROPOSE' ? 'arrangements.proposalPending' : 'arrangements.proposalOpen',
    );
  }
  const guardRefusals: Partial<Record<TransitionRefusal, string>> = {
    noProposal: 'arrangements.noProposal',
    deliveryPending: 'arrangements.deliveryPending',
    noDelivery: 'arrangements.noDelivery',
    revisionsUsed: 'arrangements.revisionsUsed',
  };
  const guardKey = guardRefusals[reason];
  if (guardKey) return conflictWith(guardKey);
  if (operation === 'SEND') return conflictWith('arrangements.notActive');
  return conflictWith(`arrangements.wrongStatus.${status}`);
}

/** Catalogue key of each refused request, and the field when the refusal is about one input (422). */
const REQUEST_REFUSALS: Record<ArrangementRequestRefusal, { key: string; field?: string }> = {
  emailNotConfirmed: { key: 'errors.emailNotConfirmed' },
  accountUnapproved: { key: 'arrangements.accountUnapproved' },
  wrongAccountType: { key: 'arrangements.wrongAccountType' },
  ownOffer: { key: 'arrangements.ownOffer', field: 'offer_id' },
  offerUnavailable: { key: 'arrangements.offerUnavailable', field: 'offer_id' },
  notOfferOwner: { key: 'arrangements.notOfferOwner', field: 'user_id' },
  typeMismatch: { key: 'arrangements.typeMismatch', field: 'type' },
};

/**
 * The refusal of a POST arrangements/new (policies/arrangements.ts checkArrangementRequest): the reason
 * as the message, and on the field it is about (422); who the user is (403) when no field is.
 */
export function requestRefusalError(refusal: ArrangementRequestRefusal): Forbidden | RuleViolation {
  const { key, field } = REQUEST_REFUSALS[refusal];
  if (!field) return new Forbidden(key);
  return new RuleViolation({ [field]: key }, { message: key });
}
