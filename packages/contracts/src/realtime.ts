import { z } from 'zod';
import { ZArrangement, ZMessage } from './arrangements';
import { ZNotificationData, ZNotificationKind } from './dashboard';
import { zText } from './text';

/**
 * The real-time wire contract of REALTIME.md: channel names, event names, what the server emits and
 * what clients send. SPEC §4 and §7 say what the channels are for.
 */

/** Longest channel or event name a client may send. */
export const REALTIME_NAME_MAX_LENGTH = 200;

/**
 * Client -> server `subscribe` and `unsubscribe`: the channel. Echo also sends `auth`, which the
 * server ignores: the socket's own user decides (REALTIME.md).
 */
export const ZChannelPayload = z.object({
  channel: zText({ max: REALTIME_NAME_MAX_LENGTH, keepWhitespace: true }),
});
export type TChannelPayload = z.infer<typeof ZChannelPayload>;

/** Client -> server `client event`: a whisper on a channel the sender has joined. */
export const ZClientEventPayload = ZChannelPayload.extend({
  event: zText({ max: REALTIME_NAME_MAX_LENGTH, keepWhitespace: true }),
  data: z.unknown(),
});
export type TClientEventPayload = z.infer<typeof ZClientEventPayload>;

export const realtimeChannels = {
  messageReceiver: (userId: number) => `private-message.receiver.${userId}`,
  arrangementReceiver: (userId: number) => `private-arrangement.receiver.${userId}`,
  messageTyping: (arrangementId: number) => `private-message.typing.${arrangementId}`,
  arrangementPresence: (arrangementId: number) => `presence-arrangement.${arrangementId}`,
  /** Issue 17: a user's new notifications (what staff did to their account, offers and requests). */
  notificationReceiver: (userId: number) => `private-notification.receiver.${userId}`,
} as const;

export const REALTIME_EVENTS = {
  message: 'MessageEvent',
  messageSeen: 'MessageSeenEvent',
  arrangement: 'ArrangementEvent',
  notification: 'NotificationEvent',
  typingWhisper: (arrangementId: number) => `client-TypingEvent-${arrangementId}`,
} as const;

export const ZMessageEvent = z.object({ message: ZMessage });
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

export const ZMessageSeenEvent = z.object({
  arrangement_id: z.number().int(),
  user_id: z.number().int(),
  seen_at: z.string(),
});
export type TMessageSeenEvent = z.infer<typeof ZMessageSeenEvent>;

export const ZArrangementEvent = z.object({
  arrangement: ZArrangement,
  action: z.enum(['NEW', 'CHANGED']),
});
export type TArrangementEvent = z.infer<typeof ZArrangementEvent>;

/**
 * Issue 17: on `private-notification.receiver.{userId}` after the commit of a change the user is told
 * about (the notification's kind and facts; the text is in GET notifications).
 */
export const ZNotificationEvent = z.object({ kind: ZNotificationKind, data: ZNotificationData });
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;

/** SPEC §3 messaging event, whispered on `private-message.typing.{arrangementId}`. */
export const ZTypingWhisper = z.object({
  id: z.number().int(),
  arrangement_id: z.number().int(),
  typing: z.boolean(),
  message_sent: z.boolean(),
});
export type TTypingWhisper = z.infer<typeof ZTypingWhisper>;

export const ZPresenceMember = z.object({
  user_id: z.number().int(),
  user_info: z.object({ id: z.number().int(), name: z.string() }),
});
export type TPresenceMember = z.infer<typeof ZPresenceMember>;
