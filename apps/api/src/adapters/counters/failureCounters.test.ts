import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryFailureCounters,
  createRedisFailureCounters,
  type FailureCounters,
} from './failureCounters';

const WINDOW_MS = 60_000;

function describeCounters(name: string, make: () => FailureCounters) {
  describe(`failure counters (${name})`, () => {
    it('count per key within the window and forget a key on reset', async () => {
      const counters = make();
      expect(await counters.read('a')).toEqual({ count: 0, remainingMs: 0 });
      await counters.increment('a');
      const second = await counters.increment('a');
      expect(second.count).toBe(2);
      expect(second.remainingMs).toBeGreaterThan(0);
      expect(second.remainingMs).toBeLessThanOrEqual(WINDOW_MS);
      expect((await counters.read('b')).count).toBe(0);
      await counters.reset('a');
      expect((await counters.read('a')).count).toBe(0);
    });
  });
}

let clock = 0;
describeCounters('memory', () => createMemoryFailureCounters(WINDOW_MS, () => clock));

it('starts a new window in memory once the old one ended', async () => {
  const counters = createMemoryFailureCounters(WINDOW_MS, () => clock);
  await counters.increment('k');
  clock += WINDOW_MS;
  expect((await counters.read('k')).count).toBe(0);
  expect((await counters.increment('k')).count).toBe(1);
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl);
  afterAll(async () => {
    await redis.quit();
  });
  describeCounters('Redis', () =>
    createRedisFailureCounters(redis, `spona:test-${randomBytes(4).toString('hex')}:`, WINDOW_MS, (err) => {
      throw err;
    }),
  );
}
