import type { FastifyBaseLogger } from 'fastify';
import type { RemoteSocket, Server, Socket } from 'socket.io';
import type { TPresenceMember } from '@spona/contracts';
import type { SocketUser } from './authenticateSocket';
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
 */
export function createPresence(io: Server, logger: FastifyBaseLogger): Presence {
  const queues = new Map<string, Promise<void>>();

  function serialize(key: string, task: () => Promise<void>): Promise<void> {
    const current = (queues.get(key) ?? Promise.resolve()).then(task).catch((err: unknown) => {
      logger.error({ err, key }, 'presence update failed');
    });
    queues.set(key, current);
    void current.finally(() => {
      if (queues.get(key) === current) queues.delete(key);
    });
    return current;
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

  return {
    join(socket, channel) {
      const user = userOf(socket);
      return serialize(`${channel}|${user.userId}`, async () => {
        if (!socket.connected) return;
        const isAlreadyIn = socket.rooms.has(channel);
        const present = await socketsIn(channel);
        if (!socket.connected) return;
        await socket.join(channel);
        socket.emit('presence:subscribed', channel, membersOf([...present.map(userOf), user]));
        if (!isAlreadyIn && !hasOtherSocketOf(present, user, socket.id)) {
          socket.to(channel).except(userRoom(user.userId)).emit('presence:joining', channel, user.member);
        }
      });
    },

    leave(user, channel, detach) {
      return serialize(`${channel}|${user.userId}`, async () => {
        await detach?.();
        if (hasOtherSocketOf(await socketsIn(channel), user)) return;
        io.to(channel).emit('presence:leaving', channel, user.member);
      });
    },

    rejoin(socket, channel) {
      const user = userOf(socket);
      return serialize(`${channel}|${user.userId}`, async () => {
        if (hasOtherSocketOf(await socketsIn(channel), user, socket.id)) return;
        socket.to(channel).except(userRoom(user.userId)).emit('presence:joining', channel, user.member);
      });
    },
  };
}
