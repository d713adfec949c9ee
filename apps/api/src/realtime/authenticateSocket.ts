import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { TPresenceMember } from '@spona/contracts';
import type { Db } from '../db/client';
import { findUserByAccessToken } from '../domain/accounts/tokens';
import { bearerToken } from '../plugins/auth';
import { presenceName } from '../policies/realtime';
import { sessionRoom, userRoom } from './rooms';

/** What the server keeps on each authenticated socket (`socket.data`), in every process. */
export type SocketUser = {
  userId: number;
  /** The sign-in (token family) the socket was opened with. */
  familyId: string;
  /** REALTIME.md presence entry of the user. */
  member: TPresenceMember;
};

/** REALTIME.md: the refusal every client sees for a missing, expired or revoked token. */
export const UNAUTHENTICATED = 'Unauthenticated.';

/** socket.io-client sends Echo's `auth` option as the CONNECT payload: `{ headers: { Authorization } }`. */
function authorizationOf(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null) return undefined;
  const headers = (auth as { headers?: unknown }).headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

/**
 * Connection middleware: the bearer token of the handshake must belong to a live sign-in; the socket
 * then joins its user's and its sign-in's internal rooms. Runs again when a dropped connection is
 * recovered, so a token revoked in the meantime does not slip through.
 */
export function authenticateSocket(db: Db, logger: FastifyBaseLogger) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    try {
      const token = bearerToken(authorizationOf(socket.handshake.auth));
      const authentication = token ? await findUserByAccessToken(db, token) : undefined;
      if (!authentication) return next(new Error(UNAUTHENTICATED));
      const { user, familyId } = authentication;
      const data: SocketUser = {
        userId: user.id,
        familyId,
        member: { user_id: user.id, user_info: { id: user.id, name: presenceName(user) } },
      };
      socket.data = data;
      await socket.join([userRoom(user.id), sessionRoom(familyId)]);
      next();
    } catch (err) {
      // The client learns only that it failed; the reason (a database outage) goes to the log.
      logger.error({ err }, 'real-time authentication failed');
      next(new Error('Server error.'));
    }
  };
}
