import { describe, expect, it } from 'vitest';
import {
  addOnlineUser,
  addUnseenArrangement,
  countTypingIn,
  countTypingOut,
  EMPTY_REALTIME_STATE,
  isTyping,
  removeOnlineUser,
  removeUnseenArrangement,
  seedUnseenArrangements,
  clearTyping,
} from './realtimeState';

const outside = { isMessageSent: false, isInMessenger: false };

describe('unseen arrangements (SPEC §4)', () => {
  it('adds an arrangement once, however many messages arrive', () => {
    let state = addUnseenArrangement(EMPTY_REALTIME_STATE, 7);
    state = addUnseenArrangement(state, 7);
    state = addUnseenArrangement(state, 9);
    expect(state.unseenArrangementIds).toEqual([7, 9]);
  });

  it('removes an arrangement when its messages are seen, and leaves the rest', () => {
    const state = removeUnseenArrangement(
      addUnseenArrangement(addUnseenArrangement(EMPTY_REALTIME_STATE, 7), 9),
      7,
    );
    expect(state.unseenArrangementIds).toEqual([9]);
  });

  it('keeps the same state object when nothing changes, so views do not re-render', () => {
    const state = addUnseenArrangement(EMPTY_REALTIME_STATE, 7);
    expect(addUnseenArrangement(state, 7)).toBe(state);
    expect(removeUnseenArrangement(state, 8)).toBe(state);
  });

  it('starts from the arrangements GET auth/user lists with unseen messages', () => {
    const state = seedUnseenArrangements(EMPTY_REALTIME_STATE, [
      { id: 1, unseen_count: 0 },
      { id: 2, unseen_count: 3 },
      { id: 3, unseen_count: 1 },
    ]);
    expect(state.unseenArrangementIds).toEqual([2, 3]);
  });
});

describe('typing counter (SPEC §4)', () => {
  it('shows typing while the counter is above 0', () => {
    let state = countTypingIn(EMPTY_REALTIME_STATE, 5);
    expect(isTyping(state, 5)).toBe(true);
    state = countTypingIn(state, 5);
    state = countTypingOut(state, 5, outside);
    expect(isTyping(state, 5)).toBe(true);
    state = countTypingOut(state, 5, outside);
    expect(isTyping(state, 5)).toBe(false);
  });

  it('never counts below 0', () => {
    let state = countTypingOut(EMPTY_REALTIME_STATE, 5, outside);
    state = countTypingIn(state, 5);
    expect(isTyping(state, 5)).toBe(true);
  });

  it('ignores a stop with message_sent while in the messenger, and the message clears it', () => {
    let state = countTypingIn(EMPTY_REALTIME_STATE, 5);
    state = countTypingOut(state, 5, { isMessageSent: true, isInMessenger: true });
    expect(isTyping(state, 5)).toBe(true);
    state = clearTyping(state, 5);
    expect(isTyping(state, 5)).toBe(false);
  });

  it('counts a stop with message_sent outside the messenger', () => {
    let state = countTypingIn(EMPTY_REALTIME_STATE, 5);
    state = countTypingOut(state, 5, { isMessageSent: true, isInMessenger: false });
    expect(isTyping(state, 5)).toBe(false);
  });

  it('keeps arrangements apart', () => {
    const state = countTypingIn(EMPTY_REALTIME_STATE, 5);
    expect(isTyping(state, 6)).toBe(false);
  });
});

describe('online users (SPEC §4)', () => {
  it('adds a user on joined and removes them on left, clearing their typing', () => {
    let state = addOnlineUser(EMPTY_REALTIME_STATE, 40);
    state = addOnlineUser(state, 40);
    state = countTypingIn(state, 5);
    expect(state.onlineUserIds).toEqual([40]);
    state = removeOnlineUser(state, 40, 5);
    expect(state.onlineUserIds).toEqual([]);
    expect(isTyping(state, 5)).toBe(false);
  });
});
