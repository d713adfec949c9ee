import type { TArrangementOperation, TArrangementStatus } from '@spona/contracts';
import { AppError } from '../../http/AppError';
import type { ArrangementRequestRefusal } from '../../policies/arrangements';
import type { TransitionRefusal } from './transition';

/**
 * The answer to an operation the state machine refuses: 403 when it belongs to the other side, 409 when
 * the arrangement's status no longer allows it (with the status in words) or the review is given already.
 */
export function transitionRefusalError(
  reason: TransitionRefusal,
  status: TArrangementStatus,
  operation: TArrangementOperation,
): AppError {
  if (reason === 'role') return new AppError(403, 'arrangements.otherSideActs');
  if (reason === 'reviewed') return new AppError(409, 'arrangements.alreadyReviewed');
  if (operation === 'SEND') return new AppError(409, 'arrangements.notActive');
  return new AppError(409, `arrangements.wrongStatus.${status}`);
}

/** Status and catalogue key of each refused request; a field when the refusal is about one input. */
const REQUEST_REFUSALS: Record<ArrangementRequestRefusal, { status: number; key: string; field?: string }> = {
  emailNotConfirmed: { status: 403, key: 'errors.emailNotConfirmed' },
  accountUnapproved: { status: 403, key: 'arrangements.accountUnapproved' },
  wrongAccountType: { status: 403, key: 'arrangements.wrongAccountType' },
  ownOffer: { status: 422, key: 'arrangements.ownOffer', field: 'offer_id' },
  offerUnavailable: { status: 422, key: 'arrangements.offerUnavailable', field: 'offer_id' },
  notOfferOwner: { status: 422, key: 'arrangements.notOfferOwner', field: 'user_id' },
  typeMismatch: { status: 422, key: 'arrangements.typeMismatch', field: 'type' },
};

/**
 * The answer to a refused POST arrangements/new (policies/arrangements.ts checkArrangementRequest): the
 * reason as the message, and on the field it is about. `t` translates in the request's language.
 */
export function requestRefusalError(
  refusal: ArrangementRequestRefusal,
  t: (key: string) => string,
): AppError {
  const { status, key, field } = REQUEST_REFUSALS[refusal];
  return new AppError(status, key, {}, field ? { [field]: [t(key)] } : undefined);
}
