import type { TArrangement, TLocale, TMessage, TNotificationEvent } from '@spona/contracts';
import type { SnackbarOptions } from '../ui/snackbarContext';

/**
 * SPEC §4 app events with their payloads.
 */
export interface AppEventMap {
  /** A sign-in succeeded in this tab. */
  userLogin: { userId: number };
  /** The interface language changed. */
  languageChanged: { locale: TLocale };
  /** The session ended without a logout (failed refresh, rejected token): cached user data must go. */
  sessionEnded: Record<string, never>;
  /** A message arrived over the real-time connection (MessageEvent). */
  messageNew: { message: TMessage };
  /**
   * A conversation was marked seen (MessageSeenEvent): by this user here or in another tab, or (issue 16
   * read receipts) by the other participant, whose messages up to `seenAt` are then seen.
   */
  messageSeen: { arrangementId: number; userId: number; seenAt: string };
  /** Someone requested an arrangement with this user (ArrangementEvent NEW). */
  arrangementNew: { arrangement: TArrangement };
  /** An arrangement of this user changed state (ArrangementEvent CHANGED). */
  arrangementChanged: { arrangement: TArrangement };
  /** The other participant started typing (whisper with typing true). */
  typingIn: { arrangementId: number; userId: number };
  /** The other participant stopped typing or sent the message (whisper with typing false). */
  typingOut: { arrangementId: number; userId: number; isMessageSent: boolean };
  /** A participant joined an arrangement's presence channel. */
  userJoined: { arrangementId: number; userId: number };
  /** A participant left an arrangement's presence channel. */
  userLeft: { arrangementId: number; userId: number };
  /** Play the message alert sound (SPEC §4 unseen arrangements, §7 Assets). */
  soundAlert: Record<string, never>;
  /** Show a snackbar from code outside React. */
  showSnackbar: { text: string } & SnackbarOptions;
  /**
   * Issue 17: a notification was written for this user (NotificationEvent): what staff did to their
   * account, offers or requests. Views of what it names refetch.
   */
  notificationNew: { notification: TNotificationEvent };
  /** The real-time connection came back after a drop: open views fetch what they missed over HTTP. */
  realtimeReconnected: Record<string, never>;
}

type Listener<K extends keyof AppEventMap> = (payload: AppEventMap[K]) => void;

type AnyListener = (payload: never) => void;
const listeners = new Map<keyof AppEventMap, Set<AnyListener>>();

/** The app's small typed event bus (SPEC §4 app events). */
export const appEvents = {
  /** Calls `listener` on every `event`; returns the unsubscribe. */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<K>): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    const stored = set;
    stored.add(listener as AnyListener);
    return () => {
      stored.delete(listener as AnyListener);
    };
  },
  emit<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<K>)(payload);
  },
};
