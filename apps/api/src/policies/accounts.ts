/**
 * SPEC §4: until the email is confirmed the user can sign in, but their offers are hidden from
 * search and notifications (domain/offers/visibility.ts) and they cannot start arrangements.
 */
export function hasConfirmedEmail(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null;
}
