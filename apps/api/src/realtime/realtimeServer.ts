import type { Server as HttpServer } from 'node:http';
import PQueue from 'p-queue';
import { Server, type Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { DeploymentRedis } from '../adapters/redis/redis';
import type { Database } from '../db/client';
import { isPresenceChannel, parseChannel } from '../policies/realtime';
import { authenticateSocket, type SocketUser } from './authenticateSocket';
import type { Broadcaster } from './broadcaster';
import { clientEventHandlers, type RealtimeContext } from './clientEvents';
import { createParticipantsLookup } from './participants';
import { createPresence } from './presence';
import { attachRedisAdapter } from './redisAdapter';
import { sessionRoom, userRoom } from './rooms';

export type RealtimeServer = {
  broadcaster: Broadcaster;
  /**
   * First step of a graceful shutdown (Fastify preClose): refuse new connections and drop the open
   * ones, so clients reconnect to another process and the HTTP server is not kept open by websockets.
   */
  beginShutdown(): void;
  close(): Promise<void>;
};

/** Clients only subscribe and whisper: a packet larger than this is not one of ours. */
const MAX_PACKET_BYTES = 16 * 1024;
/** REALTIME.md: a drop shorter than this keeps the socket's rooms and replays what it missed. */
const RECOVERY_WINDOW_MS = 2 * 60_000;
/** How long another process's answer to isUserOnline is reused, and how many are kept. */
const ONLINE_CACHE_MS = 5000;
const MAX_ONLINE_CACHE = 10_000;

/**
 * The Echo-protocol socket.io server of REALTIME.md on the app's own HTTP server (path /socket.io):
 * bearer-token connections, channel authorization from the socket's user, whispers, presence per
 * user, connection state recovery and, with the deployment's `redis`, the Redis adapter so that
 * broadcasts, presence, disconnectUser and isUserOnline span every process of the deployment.
 */
export async function startRealtimeServer({
  httpServer,
  database,
  redis,
  logger: parentLogger,
}: {
  httpServer: HttpServer;
  database: Database;
  redis: DeploymentRedis | undefined;
  logger: FastifyBaseLogger;
}): Promise<RealtimeServer> {
  const logger = parentLogger.child({ module: 'realtime' });
  let isClosing = false;
  const io = new Server(httpServer, {
    allowRequest: (_request, answer) => answer(isClosing ? 'Server shutting down.' : null, !isClosing),
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_PACKET_BYTES,
    // Middlewares run again on recovery, so a token revoked during the drop is refused.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  if (redis) await attachRedisAdapter(io, { redis, logger });
  io.use(authenticateSocket(database.db, logger));

  let ignoredEvents = 0;
  const context: RealtimeContext = {
    io,
    logger,
    findParticipants: createParticipantsLookup(database.db),
    presence: createPresence(io, logger, redis),
    ignore(socket, event, reason) {
      ignoredEvents += 1;
      // Counted always, logged sparingly: a misbehaving client must not flood the log.
      if (ignoredEvents <= 100 || ignoredEvents % 1000 === 0) {
        logger.warn(
          { userId: userOf(socket).userId, event, reason, ignoredEvents },
          'real-time event ignored',
        );
      }
    },
  };
  io.on('connection', (socket) => handleConnection(context, socket, () => isClosing));

  const remoteOnline = new Map<number, { isOnline: boolean; expiresAt: number }>();
  const broadcaster: Broadcaster = {
    emit(channel, event, data) {
      io.to(channel).emit(event, channel, data);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets();
    },
    disconnectSession(familyId) {
      io.in(sessionRoom(familyId)).disconnectSockets();
    },
    async isUserOnline(userId) {
      // A socket in this process answers at once; only otherwise ask the other processes, and keep
      // their answer briefly (it decides mails, not delivery) so a busy conversation costs one request.
      if ((io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0) return true;
      const cached = remoteOnline.get(userId);
      if (cached && cached.expiresAt > Date.now()) return cached.isOnline;
      const isOnline = (await io.in(userRoom(userId)).fetchSockets()).length > 0;
      if (remoteOnline.size >= MAX_ONLINE_CACHE) remoteOnline.clear();
      remoteOnline.set(userId, { isOnline, expiresAt: Date.now() + ONLINE_CACHE_MS });
      return isOnline;
    },
  };
  return {
    broadcaster,
    beginShutdown() {
      isClosing = true;
      // The transports close: clients see "transport close", reconnect (to another process) and re-subscribe.
      io.engine.close();
    },
    async close() {
      isClosing = true;
      context.presence.close();
      await io.close();
    },
  };
}

const userOf = (socket: Socket) => socket.data as SocketUser;

/** Wires one authenticated socket: its events in order, presence on recovery and on disconnect. */
function handleConnection(context: RealtimeContext, socket: Socket, isClosing: () => boolean) {
  const user = userOf(socket);
  // One event at a time per socket, so that "subscribe" then "unsubscribe" cannot finish the other way round.
  const events = new PQueue({ concurrency: 1 });
  socket.onAny((event: unknown, payload: unknown) => {
    const handler =
      typeof event === 'string' && Object.hasOwn(clientEventHandlers, event)
        ? clientEventHandlers[event]
        : undefined;
    if (!handler) return context.ignore(socket, String(event).slice(0, 100), 'unknown event');
    events
      .add(() => handler(context, socket, payload))
      .catch((err: unknown) => context.logger.error({ err, event }, 'real-time event failed'));
  });

  const presenceRoomsOf = () => [...socket.rooms].filter((room) => isChannelWithPresence(room));
  if (socket.recovered) {
    for (const channel of presenceRoomsOf()) void context.presence.rejoin(socket, channel);
  }
  let presenceRooms: string[] = [];
  socket.on('disconnecting', () => {
    presenceRooms = presenceRoomsOf();
  });
  socket.on('disconnect', () => {
    if (isClosing()) return;
    for (const channel of presenceRooms) void context.presence.leave(user, channel);
  });
}

function isChannelWithPresence(room: string): boolean {
  const channel = parseChannel(room);
  return channel !== undefined && isPresenceChannel(channel);
}
