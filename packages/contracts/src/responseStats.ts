import { z } from 'zod';

/**
 * Issue 16 item 7: a creator's response figures, on the public profile and the search cards. Apart from
 * collaboration.ts so that profiles.ts and search.ts can use them without an import cycle.
 */

/** Issue 16: a creator's response figures count requests of this many days, and show from this many. */
export const RESPONSE_STATS_DAYS = 90;
export const RESPONSE_STATS_MIN_REQUESTS = 3;
/** Issue 16: a request answered within this many hours counts as answered in the response rate. */
export const RESPONSE_RATE_WITHIN_HOURS = 24;

/** Issue 16: a creator's response figures, null below RESPONSE_STATS_MIN_REQUESTS requests. */
export const ZResponseStats = z.object({
  /** Share (0..1) of requests answered within RESPONSE_RATE_WITHIN_HOURS, last RESPONSE_STATS_DAYS days. */
  rate: z.number(),
  /** Median minutes to the first answer, of the requests answered; null when none was. */
  median_minutes: z.number().int().nullable(),
  /** Requests counted. */
  requests: z.number().int(),
});
export type TResponseStats = z.infer<typeof ZResponseStats>;
