import { sql } from 'drizzle-orm';
import {
  RESPONSE_RATE_WITHIN_HOURS,
  RESPONSE_STATS_DAYS,
  RESPONSE_STATS_MIN_REQUESTS,
  type TResponseStats,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type StatsRow = {
  receiver_id: number;
  requests: number | string;
  answered_in_time: number | string;
  median_seconds: number | string | null;
};

/**
 * Issue 16 item 7: the response figures of each of the users (creators, as receivers of requests), for
 * a profile or a whole page of search cards in one query (the receiver/created_at index). Counted: the
 * requests received in the last RESPONSE_STATS_DAYS days whose answer window has closed or that were
 * answered (one made an hour ago and not answered yet counts for nothing yet), except those the
 * requester canceled before any answer. `rate`: the share answered (arrangements.responded_at: the
 * receiver's first message, counter-offer, acceptance or decline) within RESPONSE_RATE_WITHIN_HOURS;
 * `median_minutes`: the median time to the answer of those answered. Null below
 * RESPONSE_STATS_MIN_REQUESTS requests. `now` is the clock (tests pass another).
 */
export async function findResponseStats(
  db: Db,
  userIds: readonly number[],
  now = new Date(),
): Promise<Map<number, TResponseStats | null>> {
  const result = new Map<number, TResponseStats | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return result;
  const since = new Date(now.getTime() - RESPONSE_STATS_DAYS * DAY_MS).toISOString();
  const windowClosedBefore = new Date(now.getTime() - RESPONSE_RATE_WITHIN_HOURS * HOUR_MS).toISOString();
  const within = `${RESPONSE_RATE_WITHIN_HOURS} hours`;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const a = arrangements;
  const { rows } = await db.execute<StatsRow>(sql`
    select ${a.receiverId} as receiver_id,
      count(*)::int as requests,
      count(*) filter (
        where ${a.respondedAt} <= ${a.createdAt} + ${within}::interval
      )::int as answered_in_time,
      percentile_cont(0.5) within group (
        order by extract(epoch from ${a.respondedAt} - ${a.createdAt})
      ) filter (where ${a.respondedAt} is not null) as median_seconds
    from ${a}
    where ${a.receiverId} in (${ids})
      and ${a.createdAt} >= ${since}::timestamptz
      and ${a.createdAt} <= ${now.toISOString()}::timestamptz
      and (${a.respondedAt} is not null
        or (${a.createdAt} <= ${windowClosedBefore}::timestamptz and ${a.status} <> 'CANCELED'))
    group by ${a.receiverId}`);
  for (const row of rows) {
    const requests = Number(row.requests);
    if (requests < RESPONSE_STATS_MIN_REQUESTS) continue;
    const medianSeconds = row.median_seconds === null ? null : Number(row.median_seconds);
    result.set(Number(row.receiver_id), {
      rate: Number(row.answered_in_time) / requests,
      median_minutes: medianSeconds === null ? null : Math.round(medianSeconds / 60),
      requests,
    });
  }
  return result;
}
