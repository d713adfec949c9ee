import { AppError } from '../http/AppError';

/**
 * SPEC §4: until the email is confirmed the user can sign in, but their offers are hidden from
 * search and notifications (domain/offers/visibility.ts) and they cannot start arrangements.
 */
export function hasConfirmedEmail(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null;
}

/** The one server-side check before starting an arrangement: 403 'Confirm your email address first.' */
export function assertConfirmedEmail(user: { emailVerifiedAt: Date | null }): void {
  if (!hasConfirmedEmail(user)) throw new AppError(403, 'errors.emailNotConfirmed');
}
