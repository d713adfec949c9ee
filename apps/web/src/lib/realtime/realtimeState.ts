/**
 * The client's real-time state of SPEC §4 as pure functions: the unseen arrangements, the typing
 * counters and the online users. The store applies them; tests check them on their own.
 */
export interface RealtimeState {
  /** Ids of arrangements with a message or request the user has not seen yet (the navbar badge). */
  unseenArrangementIds: readonly number[];
  /** SPEC §4: a typing counter per arrangement; the other party is typing while it is above 0. */
  typingCounters: Readonly<Record<number, number>>;
  /** SPEC §4: user ids present in one of the user's arrangement presence channels. */
  onlineUserIds: readonly number[];
  /** Whether the socket is connected now. */
  isConnected: boolean;
}

export const EMPTY_REALTIME_STATE: RealtimeState = {
  unseenArrangementIds: [],
  typingCounters: {},
  onlineUserIds: [],
  isConnected: false,
};

/** SPEC §4: adds the arrangement to the unseen list unless it is already there. */
export function addUnseenArrangement(state: RealtimeState, arrangementId: number): RealtimeState {
  if (state.unseenArrangementIds.includes(arrangementId)) return state;
  return { ...state, unseenArrangementIds: [...state.unseenArrangementIds, arrangementId] };
}

/** SPEC §4: a message-seen event removes the arrangement from the unseen list. */
export function removeUnseenArrangement(state: RealtimeState, arrangementId: number): RealtimeState {
  if (!state.unseenArrangementIds.includes(arrangementId)) return state;
  return { ...state, unseenArrangementIds: state.unseenArrangementIds.filter((id) => id !== arrangementId) };
}

/** The unseen list GET auth/user starts from: arrangements with unseen messages. */
export function seedUnseenArrangements(
  state: RealtimeState,
  arrangements: readonly { id: number; unseen_count: number }[],
): RealtimeState {
  return {
    ...state,
    unseenArrangementIds: arrangements.filter((a) => a.unseen_count > 0).map((a) => a.id),
  };
}

function setTypingCounter(state: RealtimeState, arrangementId: number, value: number): RealtimeState {
  if ((state.typingCounters[arrangementId] ?? 0) === value) return state;
  const typingCounters = { ...state.typingCounters };
  if (value > 0) typingCounters[arrangementId] = value;
  else delete typingCounters[arrangementId];
  return { ...state, typingCounters };
}

/** SPEC §4: typing-in increments the arrangement's counter. */
export function countTypingIn(state: RealtimeState, arrangementId: number): RealtimeState {
  return setTypingCounter(state, arrangementId, (state.typingCounters[arrangementId] ?? 0) + 1);
}

/**
 * SPEC §4: a stop decrements the counter (never below 0), except a stop with message_sent true while
 * the user is in the messenger: that one is ignored, and the message itself clears the counter when
 * it arrives, so the indicator does not flicker off before the message shows.
 */
export function countTypingOut(
  state: RealtimeState,
  arrangementId: number,
  { isMessageSent, isInMessenger }: { isMessageSent: boolean; isInMessenger: boolean },
): RealtimeState {
  if (isMessageSent && isInMessenger) return state;
  return setTypingCounter(state, arrangementId, Math.max(0, (state.typingCounters[arrangementId] ?? 0) - 1));
}

/** Clears the arrangement's typing counter (its message arrived, or the typist left). */
export function clearTyping(state: RealtimeState, arrangementId: number): RealtimeState {
  return setTypingCounter(state, arrangementId, 0);
}

/** SPEC §4: whether the other party of the arrangement is typing. */
export function isTyping(state: RealtimeState, arrangementId: number): boolean {
  return (state.typingCounters[arrangementId] ?? 0) > 0;
}

/** SPEC §4 online users: added on joined. */
export function addOnlineUser(state: RealtimeState, userId: number): RealtimeState {
  if (state.onlineUserIds.includes(userId)) return state;
  return { ...state, onlineUserIds: [...state.onlineUserIds, userId] };
}

/** SPEC §4 online users: removed on left, and the arrangement's typing cleared. */
export function removeOnlineUser(state: RealtimeState, userId: number, arrangementId: number): RealtimeState {
  const cleared = clearTyping(state, arrangementId);
  if (!cleared.onlineUserIds.includes(userId)) return cleared;
  return { ...cleared, onlineUserIds: cleared.onlineUserIds.filter((id) => id !== userId) };
}
