import type { TArrangementOperation, TArrangementStatus } from '@spona/contracts';
import type { ArrangementRequestRefusal } from '../../policies/arrangements';
import { Forbidden, RuleViolation } from '../errors';
import type { TransitionRefusal } from './transition';

/**
 * The refusal of an operation the state machine refuses: Forbidden (403) when it belongs to the other
 * side, a conflict (409) when the arrangement's status no longer allows it (with the status in words) or
 * the review is given already.
 */
export function transitionRefusalError(
  reason: TransitionRefusal,
  status: TArrangementStatus,
  operation: TArrangementOperation,
): Forbidden | RuleViolation {
  if (reason === 'role') return new Forbidden('arrangements.otherSideActs');
  const conflict = (message: string) => new RuleViolation({}, { kind: 'conflict', message });
  if (reason === 'reviewed') return conflict('arrangements.alreadyReviewed');
  if (operation === 'SEND') return conflict('arrangements.notActive');
  return conflict(`arrangements.wrongStatus.${status}`);
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
