import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { offers, users } from '../../db/schema';
import { isVisibleUser } from '../users/visibility';

/**
 * SPEC §4: an offer others may see is active, approved, not deleted, within its period, and its
 * owner is visible with a confirmed email (an unverified email hides the user's offers).
 * Needs `users` joined on the offer's owner.
 */
export const isVisibleOffer = () =>
  and(
    eq(offers.status, 'ACTIVE'),
    eq(offers.unapproved, false),
    isNull(offers.deletedAt),
    or(isNull(offers.startsAt), lte(offers.startsAt, sql`now()`)),
    or(isNull(offers.endsAt), gt(offers.endsAt, sql`now()`)),
    isVisibleUser(),
    isNotNull(users.emailVerifiedAt),
  );
