import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
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

/**
 * Rate limits with @fastify/rate-limit: counters in Redis when REDIS_URL is set (shared by every
 * process of the deployment; the connection is closed with the others by server.ts), in memory
 * otherwise. Routes opt in with `config.rateLimit`; 429 answers carry Retry-After and the one error
 * shape. A 503 of the hashing cap gets Retry-After too.
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

    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    });
  },
  { name: 'rate-limit', dependencies: ['request-context'] },
);
