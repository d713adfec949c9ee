import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { DeploymentRedis } from '../adapters/redis/redis';

/** How long a cross-process request (fetchSockets) waits for the other processes. */
export const REQUESTS_TIMEOUT_MS = 3000;
/** How long start-up waits for Redis before going on (commands queue until it answers). */
const READY_TIMEOUT_MS = 5000;

/**
 * Fans broadcasts, room operations and fetchSockets out to every process through Redis pub/sub
 * (@socket.io/redis-adapter with two ioredis clients). Its channels are named under the deployment's
 * prefix, so that deployments (and parallel test runs) sharing one Redis do not see each other's
 * events. The clients close with the deployment's other Redis connections.
 */
export async function attachRedisAdapter(
  io: Server,
  { redis, logger }: { redis: DeploymentRedis; logger: FastifyBaseLogger },
): Promise<void> {
  const pubClient = redis.connect('real-time publisher');
  const subClient = redis.connect('real-time subscriber');
  // The adapter publishes without handling a failure (Redis gone past ioredis' retries, or closed):
  // log it instead of letting an unhandled rejection end the process.
  const publish = pubClient.publish.bind(pubClient) as (channel: string, message: string) => Promise<number>;
  pubClient.publish = ((channel: string, message: string) => {
    const published = publish(channel, message);
    published.catch((err: unknown) => logger.warn({ err }, 'real-time Redis publish failed'));
    return published;
  }) as typeof pubClient.publish;
  // Connected before the server takes traffic, so that its first broadcasts are not held back; a Redis
  // that is down does not stop the start (ioredis queues commands and reconnects).
  const isReady = await Promise.race([
    Promise.all([waitUntilReady(pubClient), waitUntilReady(subClient)]).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref()),
  ]);
  if (!isReady) logger.warn('real-time Redis not reachable yet: cross-process events wait for it');
  io.adapter(
    createAdapter(pubClient, subClient, {
      key: redis.name('socket.io'),
      requestsTimeout: REQUESTS_TIMEOUT_MS,
    }),
  );
}

function waitUntilReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}
