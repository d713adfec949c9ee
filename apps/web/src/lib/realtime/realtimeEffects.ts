import { EVENT_LOG_PATH, type TMessage, type TMessageReceivedLog } from '@spona/contracts';
import { apiPost } from '../apiClient';
import { appEvents } from '../appEvents';
import { decideAlert, type AlertLog } from './alertRule';
import { playAlertSound } from './alertSound';
import {
  addOnlineUser,
  addUnseenArrangement,
  clearTyping,
  countTypingIn,
  countTypingOut,
  removeOnlineUser,
  removeUnseenArrangement,
} from './realtimeState';
import { realtimeStore } from './realtimeStore';

const MESSENGER_PATH = '/messenger';

/** SPEC §4: whether the user is in the messenger now. */
export function isInMessenger(pathname: string = window.location.pathname): boolean {
  return pathname === MESSENGER_PATH || pathname.startsWith(`${MESSENGER_PATH}/`);
}

/** Whether the user is looking at this very conversation now (then it is seen at once). */
function isViewingConversation(arrangementId: number): boolean {
  return (
    window.location.pathname === `${MESSENGER_PATH}/${arrangementId}` &&
    document.visibilityState === 'visible'
  );
}

/** SPEC §7 Event logging: MESSAGE/RECEIVED for each message from someone else. Best effort. */
function logMessageReceived(message: TMessage, userId: number): void {
  if (message.sender === null) return;
  const record: TMessageReceivedLog = {
    category: 'MESSAGE',
    action: 'RECEIVED',
    payload: {
      message_id: message.id,
      message_type: message.type,
      from_user_id: message.sender,
      to_user_id: userId,
      arrangement_id: message.arrangement,
    },
  };
  apiPost(EVENT_LOG_PATH, record).catch(() => undefined);
}

/** SPEC §4 unseen arrangements: add unless there (or the user is looking at it). */
function markUnseen(arrangementId: number): void {
  if (!isViewingConversation(arrangementId)) {
    realtimeStore.update((state) => addUnseenArrangement(state, arrangementId));
  }
}

/**
 * Applies the app events of SPEC §4 to the real-time state of the signed-in user `userId`: unseen
 * arrangements, typing counters, online users, the alert sound (once per event) and the message event log.
 * Returns the function that stops it.
 */
export function startRealtimeEffects(userId: number): () => void {
  let alertLog: AlertLog = new Map();
  /** SPEC §4 sound alert, once per event (alertRule.ts), never in the messenger. */
  const alertOnce = (arrangementId: number) => {
    const decision = decideAlert(alertLog, {
      arrangementId,
      now: Date.now(),
      isInMessenger: isInMessenger(),
    });
    alertLog = decision.log;
    if (decision.shouldPlay) appEvents.emit('soundAlert', {});
  };
  const stops = [
    appEvents.on('messageNew', ({ message }) => {
      if (message.sender === userId) return;
      realtimeStore.update((state) => clearTyping(state, message.arrangement));
      logMessageReceived(message, userId);
      markUnseen(message.arrangement);
      alertOnce(message.arrangement);
    }),
    appEvents.on('messageSeen', ({ arrangementId, userId: seenBy }) => {
      if (seenBy === userId) realtimeStore.update((state) => removeUnseenArrangement(state, arrangementId));
    }),
    appEvents.on('arrangementNew', ({ arrangement }) => {
      if (arrangement.role !== 'RECEIVER') return;
      markUnseen(arrangement.id);
      alertOnce(arrangement.id);
    }),
    appEvents.on('typingIn', ({ arrangementId }) =>
      realtimeStore.update((state) => countTypingIn(state, arrangementId)),
    ),
    appEvents.on('typingOut', ({ arrangementId, isMessageSent }) =>
      realtimeStore.update((state) =>
        countTypingOut(state, arrangementId, { isMessageSent, isInMessenger: isInMessenger() }),
      ),
    ),
    appEvents.on('userJoined', ({ userId: joined }) =>
      realtimeStore.update((state) => addOnlineUser(state, joined)),
    ),
    appEvents.on('userLeft', ({ userId: left, arrangementId }) =>
      realtimeStore.update((state) => removeOnlineUser(state, left, arrangementId)),
    ),
    appEvents.on('soundAlert', () => playAlertSound()),
  ];
  return () => stops.forEach((stop) => stop());
}
