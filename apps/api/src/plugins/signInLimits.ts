import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGN_IN_CONCURRENT_PER_IP,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FAILURES_PER_IP,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  STAFF_SIGN_IN_FAILURES_PER_IP,
} from '@spona/contracts';
import {
  createMemoryFailureCounters,
  createRedisFailureCounters,
  type FailureCount,
} from '../adapters/counters/failureCounters';
import type { DeploymentRedis } from '../adapters/redis/redis';
import { AppError } from '../http/AppError';

/**
 * The limits in front of password checks (ARCHITECTURE.md, Accounts). Per address: a few checks at once
 * (so one address cannot fill the hashing queue everyone shares) and a number of failures per window,
 * both 429 for that address only. Per account (a key the route chooses): failures counted and cleared,
 * for the route to decide what they mean (sign-in asks for the human check, settings answer 429).
 */
export type SignInLimits = {
  /** Runs `work` in one of the address's few concurrent slots; 429 with Retry-After when all are taken. */
  withAddressSlot<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T>;
  /** 429 with Retry-After when the address failed too often in the window. */
  assertAddressAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Failures of `key` in its current window. */
  failuresOf(key: string): Promise<FailureCount>;
  /** Counts a failure on `key` and on the request's address; returns `key`'s new count. */
  recordFailure(request: FastifyRequest, key: string): Promise<FailureCount>;
  /** Forgets `key`'s failures (a successful password check). */
  clearFailures(key: string): Promise<void>;
  /**
   * Issue 17: staff sign-in's own throttling, apart from users' (a flood of user sign-ins never locks
   * staff out, and staff limits are stricter): STAFF_SIGN_IN_FAILURES_PER_IP failures of an address or
   * STAFF_SIGN_IN_FAILURES_PER_ACCOUNT of one email in the window answer 429, whatever the password.
   */
  staff: {
    assertAllowed(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
    recordFailure(request: FastifyRequest, email: string): Promise<void>;
    clear(email: string): Promise<void>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits;
  }
}

/** 429 with Retry-After in the one error shape. */
export function tooManyAttempts(reply: FastifyReply, remainingMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(429, 'errors.rateLimited', { seconds });
}

const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;
const staffAddressKey = (request: FastifyRequest) => `staff-ip:${request.ip}`;
const staffAccountKey = (email: string) => `staff:${email.trim().toLowerCase()}`;

export const signInLimitsPlugin = fp(
  async (app, options: { redis: DeploymentRedis | undefined }) => {
    const deployment = options.redis;
    const counters = deployment
      ? createRedisFailureCounters(
          deployment.connect('sign-in limits', { maxRetriesPerRequest: 1 }),
          // This deployment's counters only (adapters/redis/redis.ts); server.ts closes the connection.
          deployment.name('sign-in-failures:'),
          SIGN_IN_FAILURE_WINDOW_MS,
          (err) => app.log.warn({ err }, 'sign-in failure counter unavailable'),
        )
      : createMemoryFailureCounters(SIGN_IN_FAILURE_WINDOW_MS);
    // Hashing capacity is the process's own, so the concurrent slots are counted per process.
    const running = new Map<string, number>();

    const limits: SignInLimits = {
      async withAddressSlot(request, reply, work) {
        const address = request.ip;
        const current = running.get(address) ?? 0;
        if (current >= SIGN_IN_CONCURRENT_PER_IP) throw tooManyAttempts(reply, 1000);
        running.set(address, current + 1);
        try {
          return await work();
        } finally {
          const left = (running.get(address) ?? 1) - 1;
          if (left > 0) running.set(address, left);
          else running.delete(address);
        }
      },
      async assertAddressAllowed(request, reply) {
        const failures = await counters.read(addressKey(request));
        if (failures.count >= SIGN_IN_FAILURES_PER_IP) throw tooManyAttempts(reply, failures.remainingMs);
      },
      failuresOf: (key) => counters.read(key),
      async recordFailure(request, key) {
        const [failures] = await Promise.all([
          counters.increment(key),
          counters.increment(addressKey(request)),
        ]);
        return failures;
      },
      clearFailures: (key) => counters.reset(key),
      staff: {
        async assertAllowed(request, reply, email) {
          const [byAddress, byAccount] = await Promise.all([
            counters.read(staffAddressKey(request)),
            counters.read(staffAccountKey(email)),
          ]);
          if (byAddress.count >= STAFF_SIGN_IN_FAILURES_PER_IP)
            throw tooManyAttempts(reply, byAddress.remainingMs);
          if (byAccount.count >= STAFF_SIGN_IN_FAILURES_PER_ACCOUNT) {
            throw tooManyAttempts(reply, byAccount.remainingMs);
          }
        },
        async recordFailure(request, email) {
          await Promise.all([
            counters.increment(staffAddressKey(request)),
            counters.increment(staffAccountKey(email)),
          ]);
        },
        clear: (email) => counters.reset(staffAccountKey(email)),
      },
    };
    app.decorate('signInLimits', limits);
  },
  { name: 'sign-in-limits', dependencies: ['request-context'] },
);
