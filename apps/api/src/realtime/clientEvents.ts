import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { ZChannelPayload, ZClientEventPayload } from '@spona/contracts';
import {
  arrangementOfChannel,
  canSubscribe,
  canWhisper,
  isPresenceChannel,
  parseChannel,
} from '../policies/realtime';
import type { SocketUser } from './authenticateSocket';
import type { FindParticipants } from './participants';
import type { Presence } from './presence';
import { userRoom } from './rooms';

/** What the handlers of client events work with. */
export type RealtimeContext = {
  io: Server;
  logger: FastifyBaseLogger;
  findParticipants: FindParticipants;
  presence: Presence;
  /** Logs (and counts) an event that is ignored: REALTIME.md, never a crash. */
  ignore(socket: Socket, event: string, reason: string): void;
};

type ClientEventHandler = (context: RealtimeContext, socket: Socket, payload: unknown) => Promise<void>;

/**
 * Subscriptions one socket may ask for per minute: a messenger asks for two per active arrangement at
 * each (re)connect; a client probing ids would otherwise cost a database lookup each.
 */
const MAX_SUBSCRIBES_PER_MINUTE = 600;
const subscribeWindows = new WeakMap<Socket, { startedAt: number; count: number }>();

function isOverSubscribeLimit(socket: Socket, now = Date.now()): boolean {
  const window = subscribeWindows.get(socket);
  if (!window || now - window.startedAt >= 60_000) {
    subscribeWindows.set(socket, { startedAt: now, count: 1 });
    return false;
  }
  window.count += 1;
  return window.count > MAX_SUBSCRIBES_PER_MINUTE;
}

const userOf = (socket: Socket) => socket.data as SocketUser;

/** `["subscribe", { channel }]`: join the channel when the socket's user may, else subscription_error. */
async function handleSubscribe(context: RealtimeContext, socket: Socket, payload: unknown) {
  const parsed = ZChannelPayload.safeParse(payload);
  if (!parsed.success) return context.ignore(socket, 'subscribe', 'malformed payload');
  const name = parsed.data.channel;
  const user = userOf(socket);
  if (isOverSubscribeLimit(socket)) {
    context.ignore(socket, 'subscribe', 'too many subscriptions');
    socket.emit('subscription_error', name, 429);
    return;
  }
  const channel = parseChannel(name);
  const arrangementId = channel && arrangementOfChannel(channel);
  let status = 403;
  try {
    const participants = arrangementId ? await context.findParticipants(arrangementId) : undefined;
    if (channel && canSubscribe(user.userId, channel, participants)) {
      if (!socket.connected) return;
      if (isPresenceChannel(channel)) await context.presence.join(socket, name);
      else await socket.join(name);
      return;
    }
  } catch (err) {
    context.logger.error({ err, channel: name }, 'real-time subscription check failed');
    status = 500;
  }
  context.logger.info({ userId: user.userId, channel: name, status }, 'real-time subscription refused');
  socket.emit('subscription_error', name, status);
}

/** `["unsubscribe", { channel }]`: leave a channel (presence announces the leave). */
async function handleUnsubscribe(context: RealtimeContext, socket: Socket, payload: unknown) {
  const parsed = ZChannelPayload.safeParse(payload);
  if (!parsed.success) return context.ignore(socket, 'unsubscribe', 'malformed payload');
  const name = parsed.data.channel;
  const channel = parseChannel(name);
  // Only channels: the internal rooms (user, sign-in, socket id) are never left on request.
  if (!channel || !socket.rooms.has(name)) return;
  if (isPresenceChannel(channel))
    await context.presence.leave(userOf(socket), name, () => socket.leave(name));
  else await socket.leave(name);
}

/** `["client event", { channel, event, data }]`: a whisper, relayed to the other users in the room. */
async function handleClientEvent(context: RealtimeContext, socket: Socket, payload: unknown) {
  const parsed = ZClientEventPayload.safeParse(payload);
  if (!parsed.success) return context.ignore(socket, 'client event', 'malformed payload');
  const { channel, event, data } = parsed.data;
  const hasJoined = parseChannel(channel) !== undefined && socket.rooms.has(channel);
  if (!canWhisper(channel, event, hasJoined)) return context.ignore(socket, 'client event', 'not allowed');
  socket
    .to(channel)
    .except(userRoom(userOf(socket).userId))
    .emit(event, channel, data);
}

/** STYLE.md: one function per client event (REALTIME.md, Client -> server events). */
export const clientEventHandlers: Readonly<Record<string, ClientEventHandler>> = {
  subscribe: handleSubscribe,
  unsubscribe: handleUnsubscribe,
  'client event': handleClientEvent,
};
