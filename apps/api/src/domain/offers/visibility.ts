import { and, sql, type SQL } from 'drizzle-orm';
import { offers } from '../../db/schema';

/**
 * SPEC §4: an offer others may see is active, approved, not deleted, within its period, and its
 * owner is visible with a confirmed email (an unverified email hides the user's offers). All but the
 * period are the generated `offers.listed` (migration 0016; the owner's part copied by triggers), which
 * every search index of offers is limited to.
 */
export const isVisibleOffer = (): SQL =>
  and(sql`${offers.listed}`, isWithinPeriod(sql`${offers.startsAt}`, sql`${offers.endsAt}`))!;

/** SPEC §4 duration period: started (or no start) and not ended (or no end), now. */
export const isWithinPeriod = (startsAt: SQL, endsAt: SQL): SQL =>
  sql`(${startsAt} IS NULL OR ${startsAt} <= now()) AND (${endsAt} IS NULL OR ${endsAt} > now())`;
