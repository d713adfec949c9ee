import type { RealtimeSession } from './realtimeSession';

let currentSession: RealtimeSession | null = null;

/** The signed-in user's real-time session, or null before it connects or when real-time is off. */
export function getRealtimeSession(): RealtimeSession | null {
  return currentSession;
}

/** Set by the app's session hook (app/hooks/useRealtimeSession.ts) as it connects and closes. */
export function setRealtimeSession(session: RealtimeSession | null): void {
  currentSession = session;
}
