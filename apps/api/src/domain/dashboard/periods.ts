const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day as `YYYY-MM-DD`. */
export const utcDateOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The starts of the dashboard's periods (packages/contracts/src/dashboard.ts): this ISO week from
 * Monday 00:00 UTC, this calendar month from the 1st 00:00 UTC. Pure.
 */
export function periodStarts(now: Date): { week: Date; month: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return {
    week: new Date(today - daysSinceMonday * DAY_MS),
    month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}

/** The last `n` UTC days up to today, oldest first, as `YYYY-MM-DD`. Pure. */
export function lastDays(now: Date, n: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => utcDateOf(new Date(today - (n - 1 - i) * DAY_MS)));
}
