import {
  REALTIME_EVENTS,
  ZArrangementEvent,
  ZMessageEvent,
  ZMessageSeenEvent,
  ZNotificationEvent,
  ZPresenceMember,
  ZTypingWhisper,
  type TTypingWhisper,
} from '@spona/contracts';
import type { Socket } from 'socket.io-client';
import { appEvents } from '../appEvents';
import type { EchoConnection } from './echoConnection';
import { applyArrangementStatus, diffSubscriptions } from './subscriptionDiff';

type EventHandler = (session: RealtimeSession, data: unknown) => void;

/** Wire payloads that do not match the contract are dropped (REALTIME.md: never a crash). */
function parseOrSkip<T>(
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
  data: unknown,
): T | undefined {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** `private-message.receiver.{me}`: one handler per event (STYLE.md). */
const messageReceiverHandlers: Record<string, EventHandler> = {
  [REALTIME_EVENTS.message]: (_session, data) => {
    const event = parseOrSkip(ZMessageEvent, data);
    if (event) appEvents.emit('messageNew', { message: event.message });
  },
  [REALTIME_EVENTS.messageSeen]: (_session, data) => {
    const event = parseOrSkip(ZMessageSeenEvent, data);
    if (!event) return;
    appEvents.emit('messageSeen', {
      arrangementId: event.arrangement_id,
      userId: event.user_id,
      seenAt: event.seen_at,
    });
  },
};

/** `private-arrangement.receiver.{me}`. */
const arrangementReceiverHandlers: Record<string, EventHandler> = {
  [REALTIME_EVENTS.arrangement]: (session, data) => {
    const event = parseOrSkip(ZArrangementEvent, data);
    if (!event) return;
    // SPEC §4: a new active arrangement starts typing and presence; one that ended stops them.
    session.followArrangement(event.arrangement);
    appEvents.emit(event.action === 'NEW' ? 'arrangementNew' : 'arrangementChanged', {
      arrangement: event.arrangement,
    });
  },
};

/** Issue 17: `private-notification.receiver.{me}`. */
const notificationReceiverHandlers: Record<string, EventHandler> = {
  [REALTIME_EVENTS.notification]: (_session, data) => {
    const notification = parseOrSkip(ZNotificationEvent, data);
    if (notification) appEvents.emit('notificationNew', { notification });
  },
};

const ZPresenceInfo = ZPresenceMember.shape.user_info;

/**
 * One signed-in user's real-time subscriptions (SPEC §4, REALTIME.md): the receiver channels (messages,
 * arrangements, issue 17: notifications), and
 * typing whispers and presence for each active arrangement. Events become app events.
 */
export class RealtimeSession {
  private readonly subscribedArrangementIds = new Set<number>();
  private activeArrangementIds = new Set<number>();

  constructor(
    private readonly echo: EchoConnection,
    readonly userId: number,
  ) {
    this.listenToHandlers(echo.private(`message.receiver.${userId}`), messageReceiverHandlers);
    this.listenToHandlers(echo.private(`arrangement.receiver.${userId}`), arrangementReceiverHandlers);
    this.listenToHandlers(echo.private(`notification.receiver.${userId}`), notificationReceiverHandlers);
  }

  private listenToHandlers(
    channel: { listen: (event: string, callback: (data: unknown) => void) => unknown },
    handlers: Record<string, EventHandler>,
  ): void {
    for (const [event, handler] of Object.entries(handlers)) {
      channel.listen(event, (data: unknown) => handler(this, data));
    }
  }

  /** The socket.io socket under the Echo connector (connection state, reconnects). */
  get socket(): Socket {
    return this.echo.connector.socket as unknown as Socket;
  }

  /** Replaces the set of active arrangements (GET auth/user) and follows the difference. */
  setActiveArrangements(ids: Iterable<number>): void {
    this.activeArrangementIds = new Set(ids);
    this.syncArrangementSubscriptions();
  }

  /** Follows one arrangement's status change (ArrangementEvent). */
  followArrangement(arrangement: Parameters<typeof applyArrangementStatus>[1]): void {
    this.activeArrangementIds = applyArrangementStatus(this.activeArrangementIds, arrangement);
    this.syncArrangementSubscriptions();
  }

  private syncArrangementSubscriptions(): void {
    const { join, leave } = diffSubscriptions(this.subscribedArrangementIds, this.activeArrangementIds);
    for (const id of leave) this.unsubscribeArrangement(id);
    for (const id of join) this.subscribeArrangement(id);
  }

  private subscribeArrangement(arrangementId: number): void {
    this.subscribedArrangementIds.add(arrangementId);
    this.echo
      .private(`message.typing.${arrangementId}`)
      .listenForWhisper(`TypingEvent-${arrangementId}`, (data: unknown) => {
        const whisper = parseOrSkip(ZTypingWhisper, data);
        if (!whisper || whisper.id === this.userId) return;
        if (whisper.typing) appEvents.emit('typingIn', { arrangementId, userId: whisper.id });
        else
          appEvents.emit('typingOut', {
            arrangementId,
            userId: whisper.id,
            isMessageSent: whisper.message_sent,
          });
      });
    const announce = (event: 'userJoined' | 'userLeft', member: unknown) => {
      const info = parseOrSkip(ZPresenceInfo, member);
      if (info && info.id !== this.userId) appEvents.emit(event, { arrangementId, userId: info.id });
    };
    this.echo
      .join(`arrangement.${arrangementId}`)
      .here((members: unknown[]) => members.forEach((member) => announce('userJoined', member)))
      .joining((member: unknown) => announce('userJoined', member))
      .leaving((member: unknown) => announce('userLeft', member));
  }

  private unsubscribeArrangement(arrangementId: number): void {
    this.subscribedArrangementIds.delete(arrangementId);
    this.echo.leave(`message.typing.${arrangementId}`);
    this.echo.leave(`arrangement.${arrangementId}`);
  }

  /** Whispers the SPEC §3 messaging event to the other participant of an active arrangement. */
  whisperTyping(arrangementId: number, state: Pick<TTypingWhisper, 'typing' | 'message_sent'>): void {
    if (!this.subscribedArrangementIds.has(arrangementId)) return;
    const whisper: TTypingWhisper = { id: this.userId, arrangement_id: arrangementId, ...state };
    this.echo.private(`message.typing.${arrangementId}`).whisper(`TypingEvent-${arrangementId}`, whisper);
  }

  /** Leaves every channel and closes the socket (logout, session ended). */
  close(): void {
    for (const id of [...this.subscribedArrangementIds]) this.unsubscribeArrangement(id);
    this.echo.leave(`message.receiver.${this.userId}`);
    this.echo.leave(`arrangement.receiver.${this.userId}`);
    this.echo.leave(`notification.receiver.${this.userId}`);
    this.echo.disconnect();
  }
}
