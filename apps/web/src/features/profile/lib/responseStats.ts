import type { TResponseStats } from '@spona/contracts';

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** A typical response time rounded to one unit the reader grasps at once: ~40 min, ~2 h, ~3 days. */
export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; count: number };

/** Issue 16: the median minutes to an answer, in minutes below an hour, hours below a day, else days. */
export function roundResponseTime(minutes: number): ResponseTime {
  if (minutes < HOUR_MINUTES) return { unit: 'minutes', count: Math.max(1, Math.round(minutes)) };
  if (minutes < DAY_MINUTES) {
    return { unit: 'hours', count: Math.min(23, Math.max(1, Math.round(minutes / HOUR_MINUTES))) };
  }
  return { unit: 'days', count: Math.max(1, Math.round(minutes / DAY_MINUTES)) };
}

/** Issue 16: the response rate as a whole percentage. */
export const responseRatePercent = (stats: TResponseStats) => Math.round(stats.rate * 100);
