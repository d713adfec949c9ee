import type { FastifyBaseLogger } from 'fastify';
import PQueue from 'p-queue';
import type { RemoteSocket, Server, Socket } from 'socket.io';
import type { TPresenceMember } from '@spona/contracts';
import type { DeploymentRedis } from '../adapters/redis/redis';
import type { SocketUser } from './authenticateSocket';
import { NO_LEDGER, startPresenceLedger, type HeldMember } from './presenceLedger';
import { userRoom } from './rooms';

type AnySocket = Pick<RemoteSocket<never, unknown>, 'id' | 'data'>;

export type Presence = {
  /** Joins the socket to a presence channel it was authorized for and announces it (REALTIME.md). */
  join(socket: Socket, channel: string): Promise<void>;
  /**
   * Announces that the user left the channel if no other socket of theirs is in it, in any process.
   * `detach` takes the socket out of the room first (unsubscribe); a disconnected socket is out already.
   */
  leave(user: SocketUser, channel: string, detach?: () => Promise<void> | void): Promise<void>;
  /** A recovered socket is back in its rooms without subscribing: announce it where it is the user's only one. */
  rejoin(socket: Socket, channel: string): Promise<void>;
  /** Stops the ledger's sweeps (shutdown). */
  close(): void;
};

const userOf = (socket: AnySocket) => socket.data as SocketUser;

/** One entry per user, not per socket (REALTIME.md: a user with three tabs is one member). */
function membersOf(users: SocketUser[]): TPresenceMember[] {
  return [...new Map(users.map((user) => [user.userId, user.member])).values()];
}

/**
 * Presence per user over socket.io rooms: membership is read from the sockets themselves
 * (`fetchSockets`, which asks every process through the Redis adapter), so there is no second copy of
 * it to go stale when a process dies. Changes of one user in one channel are serialized within a
 * process. Across processes the order "look, then join" and "leave, then look" means a race between
 * two tabs of one user can announce twice, which clients ignore, but never miss an announcement.
 * A process that dies announces nothing: with Redis, the process ledger (presenceLedger.ts) hands its
 * members to a live process, which announces those who have no socket left (`announceDeparted`).
 */
export function createPresence(
  io: Server,
  logger: FastifyBaseLogger,
  redis: DeploymentRedis | undefined,
): Presence {
  /** One queue per channel and user while it has work; a failed update is logged, the next one runs. */
  const queues = new Map<string, PQueue>();

  function serialize(key: string, task: () => Promise<void>): Promise<void> {
    let queue = queues.get(key);
    if (!queue) {
      const created = new PQueue({ concurrency: 1 });
      created.on('idle', () => queues.delete(key));
      queues.set(key, created);
      queue = created;
    }
    return queue.add(task).catch((err: unknown) => {
      logger.error({ err, key }, 'presence update failed');
    });
  }

  async function socketsIn(channel: string): Promise<AnySocket[]> {
    try {
      return await io.in(channel).fetchSockets();
    } catch (err) {
      // A process that does not answer in time (dying, or Redis trouble): go on with what we know.
      logger.warn({ err, channel }, 'presence: other processes did not answer, using local sockets');
      return io.local.in(channel).fetchSockets();
    }
  }

  const hasOtherSocketOf = (sockets: AnySocket[], user: SocketUser, exceptId?: string) =>
    sockets.some((s) => s.id !== exceptId && userOf(s).userId === user.userId);

  /** Without asking the other processes: does this one still hold a socket of the user in the channel? */
  function hasLocalSocketOf(channel: string, userId: number): boolean {
    const namespace = io.of('/');
    for (const socketId of namespace.adapter.rooms.get(channel) ?? []) {
      const socket = namespace.sockets.get(socketId);
      if (socket && userOf(socket).userId === userId) return true;
    }
    return false;
  }

  /**
   * Members a dead process held: one question to the live processes for all of them (a failure throws,
   * and the ledger retries), then, per member in its queue (so after a join of the same user in this
   * process), `leaving` for each user with no socket left in the channel.
   */
  async function announceDeparted(members: HeldMember[]): Promise<void> {
    const channels = [...new Set(members.map((m) => m.channel))];
    const sockets = await io.in(channels).fetchSockets();
    const present = new Set(
      sockets.flatMap((s) => [...s.rooms].map((room) => `${userOf(s).userId} ${room}`)),
    );
    await Promise.all(
      members.map(({ channel, member }) =>
        serialize(`${channel}|${member.user_id}`, async () => {
          if (present.has(`${member.user_id} ${channel}`)) return;
          if (hasLocalSocketOf(channel, member.user_id)) return;
          io.to(channel).emit('presence:leaving', channel, member);
        }),
      ),
    );
  }
  const ledger = redis ? startPresenceLedger({ redis, logger, announceDeparted }) : NO_LEDGER;

  return {
    join(socket, channel) {
      const user = userOf(socket);
      return serialize(`${channel}|${user.userId}`, async () => {
        if (!socket.connected) return;
        const isAlreadyIn = socket.rooms.has(channel);
        const present = await socketsIn(channel);
        if (!socket.connected) return;
        await socket.join(channel);
        ledger.hold(channel, user.member);
        socket.emit('presence:subscribed', channel, membersOf([...present.map(userOf), user]));
        if (!isAlreadyIn && !hasOtherSocketOf(present, user, socket.id)) {
          socket.to(channel).except(userRoom(user.userId)).emit('presence:joining', channel, user.member);
        }
      });
    },

    leave(user, channel, detach) {
      return serialize(`${channel}|${user.userId}`, async () => {
        await detach?.();
        if (!hasLocalSocketOf(channel, user.userId)) ledger.release(channel, user.userId);
        if (hasOtherSocketOf(await socketsIn(channel), user)) return;
        io.to(channel).emit('presence:leaving', channel, user.member);
      });
    },

    rejoin(socket, channel) {
      const user = userOf(socket);
      return serialize(`${channel}|${user.userId}`, async () => {
        ledger.hold(channel, user.member);
        if (hasOtherSocketOf(await socketsIn(channel), user, socket.id)) return;
        socket.to(channel).except(userRoom(user.userId)).emit('presence:joining', channel, user.member);
      });
    },

    close() {
      ledger.close();
    },
  };
}
