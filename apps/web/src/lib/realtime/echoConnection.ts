import Echo from 'laravel-echo';
import { io } from 'socket.io-client';

/** The part of laravel-echo's socket.io connector the session uses. */
export type EchoConnection = Echo<'socket.io'>;

export interface EchoConnectionOptions {
  host: string;
  /** Mutated in place when the access token is refreshed: the socket and every channel share it. */
  auth: { headers: { Authorization: string } };
}

/**
 * The laravel-echo client of REALTIME.md over socket.io (namespace false, websocket only, Bearer auth).
 * This module carries laravel-echo and socket.io-client, so it is loaded only after sign-in.
 */
export function createEchoConnection({ host, auth }: EchoConnectionOptions): EchoConnection {
  return new Echo({
    broadcaster: 'socket.io',
    client: io,
    host,
    namespace: false,
    transports: ['websocket'],
    auth,
  });
}
