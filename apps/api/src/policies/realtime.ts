import { ACTIVE_ARRANGEMENT_STATUSES, type TArrangementStatus } from '@spona/contracts';

/**
 * Channel names and who may use them (REALTIME.md, SPEC §7 Real-time). Pure functions: the real-time
 * server looks the arrangement's participants up and asks these.
 */

export type RealtimeChannel =
  | { kind: 'messageReceiver'; userId: number }
  | { kind: 'arrangementReceiver'; userId: number }
  | { kind: 'notificationReceiver'; userId: number }
  | { kind: 'messageTyping'; arrangementId: number }
  | { kind: 'arrangementPresence'; arrangementId: number };

export type ArrangementParticipants = { requesterId: number; receiverId: number; status: TArrangementStatus };

const CHANNEL_KINDS = {
  'private-message.receiver': 'messageReceiver',
  'private-arrangement.receiver': 'arrangementReceiver',
  'private-notification.receiver': 'notificationReceiver',
  'private-message.typing': 'messageTyping',
  'presence-arrangement': 'arrangementPresence',
} as const;

const CHANNEL_PATTERN =
  /^(private-message\.receiver|private-arrangement\.receiver|private-notification\.receiver|private-message\.typing|presence-arrangement)\.([1-9][0-9]{0,9})$/;

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** The channel a name stands for, or undefined for any name SPEC §7 does not define. */
export function parseChannel(name: string): RealtimeChannel | undefined {
  const match = CHANNEL_PATTERN.exec(name);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (id > MAX_ID) return undefined;
  const kind = CHANNEL_KINDS[match[1] as keyof typeof CHANNEL_KINDS];
  return kind === 'messageReceiver' || kind === 'arrangementReceiver' || kind === 'notificationReceiver'
    ? { kind, userId: id }
    : { kind, arrangementId: id };
}

/** The arrangement whose participants decide a subscription, if the channel belongs to one. */
export function arrangementOfChannel(channel: RealtimeChannel): number | undefined {
  return 'arrangementId' in channel ? channel.arrangementId : undefined;
}

/** REALTIME.md: members of presence channels are announced (presence:* events). */
export function isPresenceChannel(channel: RealtimeChannel): boolean {
  return channel.kind === 'arrangementPresence';
}

/**
 * REALTIME.md: a user's receiver channels are theirs alone; an arrangement's typing and presence
 * channels belong to its two participants (`participants` undefined: no such arrangement), while it is
 * active (SPEC §4: not active, nobody types or is present in it; issue 16: EXPIRED is not active).
 */
export function canSubscribe(
  userId: number,
  channel: RealtimeChannel,
  participants: ArrangementParticipants | undefined,
): boolean {
  if ('userId' in channel) return channel.userId === userId;
  return (
    participants !== undefined &&
    ACTIVE_ARRANGEMENT_STATUSES.includes(participants.status) &&
    (participants.requesterId === userId || participants.receiverId === userId)
  );
}

/**
 * REALTIME.md: a whisper is relayed only for a `client-` event on a private or presence channel that
 * the sending socket has joined (joining already checked who may be there).
 */
export function canWhisper(channelName: string, event: string, hasJoined: boolean): boolean {
  return (
    hasJoined &&
    /^client-[A-Za-z0-9_.:-]{1,100}$/.test(event) &&
    (channelName.startsWith('private-') || channelName.startsWith('presence-'))
  );
}

/** REALTIME.md presence `user_info.name`: first name and the initial of the last name ("Ana K."). */
export function presenceName(user: { firstName: string; lastName: string }): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}
