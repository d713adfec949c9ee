import type { TLocale } from '@spona/contracts';

/**
 * SPEC §4 app events with their payloads. Later issues add theirs (message new, typing in, ...).
 */
export interface AppEventMap {
  /** A sign-in succeeded in this tab. */
  userLogin: { userId: number };
  /** The interface language changed. */
  languageChanged: { locale: TLocale };
  /** The session ended without a logout (failed refresh, rejected token): cached user data must go. */
  sessionEnded: Record<string, never>;
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
