import { sql } from 'drizzle-orm';
import { ARRANGEMENT_STATUSES, type TArrangementStatus, type TBasicStatistics } from '@spona/contracts';
import type { Db } from '../../db/client';

const one = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T> =>
  (await db.execute<T & Record<string, unknown>>(query)).rows[0]!;

/** GET statistics/basic: the user's totals (contracts/dashboard.ts ZBasicStatistics). Only their own. */
export async function findBasicStatistics(db: Db, userId: number): Promise<TBasicStatistics> {
  const [statuses, sides, messages, reviews, views, offers] = await Promise.all([
    db.execute<{ status: TArrangementStatus; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM arrangements
      WHERE requester_id = ${userId} OR receiver_id = ${userId} GROUP BY status`),
    one<{ as_requester: number; as_receiver: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE requester_id = ${userId})::int AS as_requester,
                 count(*) FILTER (WHERE receiver_id = ${userId})::int AS as_receiver
          FROM arrangements WHERE requester_id = ${userId} OR receiver_id = ${userId}`,
    ),
    one<{ sent: number; received: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM messages WHERE type = 'TEXT' AND sender_id = ${userId})::int AS sent,
                 (SELECT count(*) FROM messages
                  WHERE type = 'TEXT' AND receiver_id = ${userId}
                    AND (sender_id IS NULL OR sender_id <> ${userId}))::int AS received`,
    ),
    one<{ received: number; given: number; average: string | number | null }>(
      db,
      sql`SELECT (SELECT count(*) FROM reviews WHERE reviewee_id = ${userId})::int AS received,
                 (SELECT count(*) FROM reviews WHERE reviewer_id = ${userId})::int AS given,
                 (SELECT round(avg(rating), 1)::float8 FROM reviews WHERE reviewee_id = ${userId}) AS average`,
    ),
    one<{ total: number; unique_viewers: number }>(
      db,
      sql`SELECT count(*)::int AS total, count(DISTINCT viewer_id)::int AS unique_viewers
          FROM profile_views WHERE profile_user_id = ${userId}`,
    ),
    one<{ active: number; paused: number; stopped: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'ACTIVE')::int AS active,
                 count(*) FILTER (WHERE status = 'PAUSED')::int AS paused,
                 count(*) FILTER (WHERE status = 'STOPPED')::int AS stopped
          FROM offers WHERE user_id = ${userId} AND deleted_at IS NULL`,
    ),
  ]);
  const byStatus = Object.fromEntries(ARRANGEMENT_STATUSES.map((s) => [s, 0])) as Record<
    TArrangementStatus,
    number
  >;
  for (const row of statuses.rows) byStatus[row.status] = row.n;
  return {
    arrangements: {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      as_requester: sides.as_requester,
      as_receiver: sides.as_receiver,
      by_status: byStatus,
    },
    messages,
    reviews: {
      received: reviews.received,
      given: reviews.given,
      average_received: reviews.average === null ? null : Number(reviews.average),
    },
    profile_views: views,
    offers,
  };
}
