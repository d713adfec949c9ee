import { and, count, eq, gte, isNotNull, isNull, min, sql } from 'drizzle-orm';
import { ARRANGEMENT_STATUSES, type TArrangementStatus, type TConsoleOverview } from '@spona/contracts';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accountTypeRequests,
  appeals,
  arrangements,
  bugReports,
  problemReports,
  socialAccounts,
  users,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Issue 17: the console home's figures reach this many weeks back (this week included). */
export const OVERVIEW_WEEKS = 12;
/** Issue 17: the median time to verify looks at the accounts verified within this many days. */
export const MEDIAN_VERIFY_DAYS = 30;

/** The Monday (UTC, 00:00) of the week of `at`. Pure. */
export function mondayOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** The week (its Monday, UTC, YYYY-MM-DD) a timestamp column falls in, computed by the database. */
const weekOf = (column: AnyPgColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

const toIso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/**
 * Issue 17, GET console/overview: each queue's size and its oldest item (verifications in progress,
 * open problem reports, NEW bug reports, pending account-type requests and appeals), the median
 * minutes from asking to verified over the accounts verified in the last MEDIAN_VERIFY_DAYS days, and
 * OVERVIEW_WEEKS weeks (Mondays, UTC, oldest first) of sign-ups by type and of arrangements requested
 * that week by their status now. No access check: staff only.
 */
export async function unsafeFindOverview(db: Db, now = new Date()): Promise<TConsoleOverview> {
  const firstWeek = new Date(mondayOf(now).getTime() - (OVERVIEW_WEEKS - 1) * 7 * DAY_MS);
  const verifiedSince = new Date(now.getTime() - MEDIAN_VERIFY_DAYS * DAY_MS);
  const [verifications, reports, bugs, typeRequests, pendingAppeals, [median], signups, requested] =
    await Promise.all([
      db
        .select({
          count: count(),
          oldest: min(
            sql<Date>`coalesce(${socialAccounts.verificationRequestedAt}, ${socialAccounts.updatedAt})`,
          ),
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.verification, 'IN_PROGRESS')),
      db
        .select({ count: count(), oldest: min(problemReports.createdAt) })
        .from(problemReports)
        .where(isNull(problemReports.resolvedAt)),
      db
        .select({ count: count(), oldest: min(bugReports.createdAt) })
        .from(bugReports)
        .where(eq(bugReports.status, 'NEW')),
      db
        .select({ count: count(), oldest: min(accountTypeRequests.createdAt) })
        .from(accountTypeRequests)
        .where(eq(accountTypeRequests.status, 'PENDING')),
      db
        .select({ count: count(), oldest: min(appeals.createdAt) })
        .from(appeals)
        .where(eq(appeals.status, 'PENDING')),
      db
        .select({
          minutes: sql<
            number | string | null
          >`percentile_cont(0.5) within group (order by extract(epoch from (${socialAccounts.verifiedAt} - ${socialAccounts.verificationRequestedAt})) / 60)`,
        })
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.verification, 'VERIFIED'),
            isNotNull(socialAccounts.verificationRequestedAt),
            gte(socialAccounts.verifiedAt, verifiedSince),
          ),
        ),
      db
        .select({ week: weekOf(users.createdAt), type: users.type, count: count() })
        .from(users)
        .where(gte(users.createdAt, firstWeek))
        .groupBy(weekOf(users.createdAt), users.type),
      db
        .select({ week: weekOf(arrangements.createdAt), status: arrangements.status, count: count() })
        .from(arrangements)
        .where(gte(arrangements.createdAt, firstWeek))
        .groupBy(weekOf(arrangements.createdAt), arrangements.status),
    ]);
  const queue = (
    name: TConsoleOverview['queues'][number]['queue'],
    [row]: { count: number; oldest: unknown }[],
  ) => ({
    queue: name,
    count: row?.count ?? 0,
    oldest_at: toIso(row?.oldest as Date | string | null),
  });
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => {
    const week = isoDay(new Date(firstWeek.getTime() + i * 7 * DAY_MS));
    const signupsOf = (type: 'INFLUENCER' | 'ADVERTISER') =>
      signups.find((row) => row.week === week && row.type === type)?.count ?? 0;
    const arrangementsOf = Object.fromEntries(
      ARRANGEMENT_STATUSES.map((status) => [
        status,
        requested.find((row) => row.week === week && row.status === status)?.count ?? 0,
      ]),
    ) as Record<TArrangementStatus, number>;
    return {
      week,
      signups: { creators: signupsOf('INFLUENCER'), advertisers: signupsOf('ADVERTISER') },
      arrangements: arrangementsOf,
    };
  });
  const minutes = median?.minutes;
  return {
    queues: [
      queue('verifications', verifications),
      queue('reports', reports),
      queue('bugs', bugs),
      queue('type_requests', typeRequests),
      queue('appeals', pendingAppeals),
    ],
    median_verify_minutes:
      minutes === null || minutes === undefined ? null : Math.round(Number(minutes) * 10) / 10,
    weeks,
  };
}
