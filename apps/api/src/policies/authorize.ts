import { NotFound, type Forbidden } from '../domain/errors';

/**
 * The one way a route or a domain function asks a policy: `authorize(canManageOffer(user, offer))`.
 * Goes on when the policy allows; otherwise throws `refusal`, by default NotFound, so that someone else's
 * row is not even confirmed to exist (ARCHITECTURE.md: 404 missing or not visible to you). Pass
 * `new Forbidden(key)` where the caller may know the row exists and should hear why they are refused.
 */
export function authorize(
  isAllowed: boolean,
  refusal: NotFound | Forbidden = new NotFound(),
): asserts isAllowed {
  if (!isAllowed) throw refusal;
}
