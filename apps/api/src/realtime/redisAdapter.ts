import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/** How long a cross-process request (fetchSockets) waits for the other processes. */
const REQUESTS_TIMEOUT_MS = 3000;
/** How long start-up waits for Redis before going on (commands queue until it answers). */
const READY_TIMEOUT_MS = 5000;

/**
 * Fans broadcasts, room operations and fetchSockets out to every process through Redis pub/sub
 * (@socket.io/redis-adapter with two ioredis clients). `key` prefixes the Redis channels so that
 * deployments (and parallel test runs) sharing one Redis do not see each other's events.
 * Returns the function that closes both clients.
 */
export async function attachRedisAdapter(
  io: Server,
  { redisUrl, key, logger }: { redisUrl: string; key: string; logger: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  const pubClient = new Redis(redisUrl, { connectTimeout: 2000 });
  const subClient = pubClient.duplicate();
  for (const [name, client] of [
    ['publisher', pubClient],
    ['subscriber', subClient],
  ] as const) {
    client.on('error', (err: Error) => logger.warn({ err, client: name }, 'real-time Redis error'));
  }
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
  io.adapter(createAdapter(pubClient, subClient, { key, requestsTimeout: REQUESTS_TIMEOUT_MS }));
  return async () => {
    await Promise.all([pubClient.quit(), subClient.quit()].map((p) => p.catch(() => undefined)));
  };
}

function waitUntilReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}
