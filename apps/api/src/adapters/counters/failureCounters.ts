import type { Redis } from 'ioredis';

/** A key's failures in its current window, and the milliseconds until the window ends. */
export type FailureCount = { count: number; remainingMs: number };

/**
 * Counters of failures in a fixed window that starts with the first failure, with a reset: in Redis
 * (shared by every process) with REDIS_URL, in memory otherwise. @fastify/rate-limit counts requests
 * but cannot forget a key, and a successful sign-in must clear its account's failures.
 */
export type FailureCounters = {
  read(key: string): Promise<FailureCount>;
  /** Counts one failure; returns the new count. */
  increment(key: string): Promise<FailureCount>;
  reset(key: string): Promise<void>;
};

const NONE: FailureCount = { count: 0, remainingMs: 0 };
/** Expired entries of the in-memory store are swept once it holds this many. */
const SWEEP_AT_SIZE = 10_000;

export function createMemoryFailureCounters(windowMs: number, now = () => Date.now()): FailureCounters {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const countOf = (entry: { count: number; endsAt: number }) => ({
    count: entry.count,
    remainingMs: entry.endsAt - now(),
  });
  return {
    async read(key) {
      const entry = live(key);
      return entry ? countOf(entry) : NONE;
    },
    async increment(key) {
      if (entries.size >= SWEEP_AT_SIZE) {
        for (const [k, entry] of entries) if (entry.endsAt <= now()) entries.delete(k);
      }
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return countOf(entry);
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/**
 * Redis: SET NX with the window's expiry, then INCR, in one MULTI. A Redis outage must not take sign-in
 * down with it (as the request limits' skipOnError), so errors count as no failures and are reported.
 */
export function createRedisFailureCounters(
  redis: Redis,
  prefix: string,
  windowMs: number,
  onError: (err: unknown) => void,
): FailureCounters {
  const keyOf = (key: string) => `${prefix}${key}`;
  const fromReplies = (count: unknown, ttl: unknown): FailureCount => ({
    count: Number(count ?? 0) || 0,
    remainingMs: Math.max(0, Number(ttl) || 0),
  });
  return {
    async read(key) {
      try {
        const replies = await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
        return fromReplies(replies?.[0]?.[1], replies?.[1]?.[1]);
      } catch (err) {
        onError(err);
        return NONE;
      }
    },
    async increment(key) {
      try {
        const replies = await redis
          .multi()
          .set(keyOf(key), '0', 'PX', windowMs, 'NX')
          .incr(keyOf(key))
          .pttl(keyOf(key))
          .exec();
        return fromReplies(replies?.[1]?.[1], replies?.[2]?.[1]);
      } catch (err) {
        onError(err);
        return NONE;
      }
    },
    async reset(key) {
      try {
        await redis.del(keyOf(key));
      } catch (err) {
        onError(err);
      }
    },
  };
}
