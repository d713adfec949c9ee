import { useSyncExternalStore } from 'react';
import { EMPTY_REALTIME_STATE, isTyping, type RealtimeState } from './realtimeState';

let state: RealtimeState = EMPTY_REALTIME_STATE;
const listeners = new Set<() => void>();

/** The real-time state of SPEC §4 for the whole app (unseen arrangements, typing, online users). */
export const realtimeStore = {
  get: (): RealtimeState => state,
  /** Applies a pure update (see realtimeState.ts) and notifies the views when it changed anything. */
  update(change: (current: RealtimeState) => RealtimeState): void {
    const next = change(state);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  },
  reset(): void {
    realtimeStore.update(() => EMPTY_REALTIME_STATE);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

function useRealtimeSelector<T>(select: (current: RealtimeState) => T): T {
  return useSyncExternalStore(
    realtimeStore.subscribe,
    () => select(realtimeStore.get()),
    () => select(EMPTY_REALTIME_STATE),
  );
}

/** SPEC §2: the number of unseen arrangements the navbar's messenger badge shows. */
export function useUnseenArrangementCount(): number {
  return useRealtimeSelector((current) => current.unseenArrangementIds.length);
}

/** Whether the arrangement is in the unseen list. */
export function useIsArrangementUnseen(arrangementId: number): boolean {
  return useRealtimeSelector((current) => current.unseenArrangementIds.includes(arrangementId));
}

/** SPEC §4: whether the other party of the arrangement is typing. */
export function useIsTyping(arrangementId: number): boolean {
  return useRealtimeSelector((current) => isTyping(current, arrangementId));
}

/** SPEC §4: whether the user is online (present in a shared arrangement channel). */
export function useIsUserOnline(userId: number): boolean {
  return useRealtimeSelector((current) => current.onlineUserIds.includes(userId));
}

/** Whether the real-time connection is up now. */
export function useIsRealtimeConnected(): boolean {
  return useRealtimeSelector((current) => current.isConnected);
}
