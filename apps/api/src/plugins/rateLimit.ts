import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
} from '@spona/contracts';
import type { DeploymentRedis } from '../adapters/redis/redis';
import { AppError } from '../http/AppError';

/** Request limits per IP address of the routes that cost a password hash or send a mail. */
export const ROUTE_LIMITS = {
  token: { max: 60, timeWindow: 60_000 },
  register: { max: 30, timeWindow: 10 * 60_000 },
  challenge: { max: 60, timeWindow: 10 * 60_000 },
  availability: { max: 120, timeWindow: 60_000 },
  mail: { max: 10, timeWindow: 10 * 60_000 },
  passwordCheck: { max: 30, timeWindow: 10 * 60_000 },
  /** Image uploads: each one costs a decode and two encodes. */
  upload: { max: 120, timeWindow: 60_000 },
} satisfies Record<string, RateLimitOptions>;

/** Failed sign-ins per account and per IP address (ARCHITECTURE.md: no permanent lock-out). */
export type SignInLimits = {
  /** Seconds to wait when either counter is full, else undefined. */
  retryAfter(request: FastifyRequest, login: string): Promise<number | undefined>;
  /** Throws 429 with Retry-After when either counter is full. */
  assertAllowed(request: FastifyRequest, reply: FastifyReply, login: string): Promise<void>;
  recordFailure(request: FastifyRequest, login: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits;
  }
}

const accountKey = (login: string) => `account:${login.trim().toLowerCase()}`;

/**
 * Rate limits with @fastify/rate-limit: counters in Redis when REDIS_URL is set (shared by every
 * process of the deployment; the connection is closed with the others by server.ts), in memory otherwise. Routes opt in with `config.rateLimit`; 429 answers carry Retry-After
 * and the one error shape. A 503 of the hashing cap gets Retry-After too.
 */
export const rateLimitPlugin = fp(
  async (app, options: { redis: DeploymentRedis | undefined }) => {
    const redis = options.redis?.connect('rate limits', { maxRetriesPerRequest: 1 });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      // This deployment's counters only (adapters/redis/redis.ts); unused by the in-memory store.
      nameSpace: options.redis?.name('rate-limit:') ?? 'rate-limit:',
      // A Redis outage must not take sign-in down with it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'errors.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });

    const loginOf = new WeakMap<FastifyRequest, string>();
    const signInLogin = (request: FastifyRequest) => loginOf.get(request) ?? '';
    const perAccount = app.createRateLimit({
      max: SIGN_IN_FAILURES_PER_ACCOUNT,
      timeWindow: SIGN_IN_FAILURE_WINDOW_MS,
      keyGenerator: (request) => accountKey(signInLogin(request)),
    });
    const perIp = app.createRateLimit({
      max: SIGN_IN_FAILURES_PER_IP,
      timeWindow: SIGN_IN_FAILURE_WINDOW_MS,
      keyGenerator: (request) => `sign-in-ip:${request.ip}`,
    });

    const limits: SignInLimits = {
      async retryAfter(request, login) {
        loginOf.set(request, login);
        const results = await Promise.all([
          perAccount(request, { increment: false }),
          perIp(request, { increment: false }),
        ]);
        const waits = results.flatMap((r) => (!r.isAllowed && r.remaining <= 0 ? [r.ttlInSeconds] : []));
        return waits.length > 0 ? Math.max(1, ...waits) : undefined;
      },
      async assertAllowed(request, reply, login) {
        const wait = await limits.retryAfter(request, login);
        if (wait === undefined) return;
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'errors.rateLimited', { seconds: wait });
      },
      async recordFailure(request, login) {
        loginOf.set(request, login);
        await Promise.all([perAccount(request), perIp(request)]);
      },
    };
    app.decorate('signInLimits', limits);

    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    });
  },
  { name: 'rate-limit', dependencies: ['request-context'] },
);
