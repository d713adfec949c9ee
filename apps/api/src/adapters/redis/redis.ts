import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** How long one connection attempt may take before ioredis retries. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * This deployment's Redis (REDIS_URL), the one place of the API that opens Redis connections and names
 * keys and pub/sub channels: every name is `${prefix}:${name}`, so that deployments sharing one Redis
 * share nothing (issue 15) while the processes of one deployment share everything. Users: the rate
 * limits (plugins/rateLimit.ts), the socket.io adapter (realtime/redisAdapter.ts) and presence's
 * process ledger (realtime/presenceLedger.ts).
 */
export type DeploymentRedis = {
  /** REDIS_PREFIX, or the one derived from the database (`defaultRedisPrefix`). */
  readonly prefix: string;
  /** The name of one of this deployment's keys or channels. */
  name(name: string): string;
  /** A new connection, its errors logged with `purpose`; `close()` closes it. */
  connect(purpose: string, options?: RedisOptions): Redis;
  /** Closes every connection opened with `connect`. */
  close(): Promise<void>;
};

/**
 * The default REDIS_PREFIX: `spona:` and 12 hex digits of the SHA-256 of the database's identity
 * (`Database.identity`: PostgreSQL host, port, database and schema; PGlite machine and folder), short
 * and the same in every process of the deployment.
 */
export function defaultRedisPrefix(databaseIdentity: string): string {
  return `spona:${createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 12)}`;
}

export function openDeploymentRedis({
  url,
  prefix,
  logger,
}: {
  url: string;
  prefix: string;
  logger: FastifyBaseLogger;
}): DeploymentRedis {
  const clients: Redis[] = [];
  return {
    prefix,
    name: (name) => `${prefix}:${name}`,
    connect(purpose, options = {}) {
      const client = new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS, ...options });
      client.on('error', (err: Error) => logger.warn({ err, purpose }, 'Redis error'));
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.splice(0).map((client) => client.quit().catch(() => undefined)));
    },
  };
}
