import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { Socket } from 'socket.io-client';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../features/auth/currentUser';
import { useAuthRecord } from '../../features/auth/hooks/useAuthRecord';
import { useSnackbar } from '../../ui/hooks/useSnackbar';
import { appEvents } from '../../lib/appEvents';
import { getRealtimeSession, setRealtimeSession } from '../../lib/realtime/currentSession';
import { readAuth } from '../../lib/authStorage';
import { afterFirstScreen } from '../../lib/firstScreen';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import { resolveRealtimeHost } from '../../lib/realtime/realtimeHost';
import type { RealtimeSession } from '../../lib/realtime/realtimeSession';
import { seedUnseenArrangements } from '../../lib/realtime/realtimeState';
import { realtimeStore } from '../../lib/realtime/realtimeStore';

let hasWarnedDisabled = false;

interface SessionStart {
  userId: number;
  token: string;
  queryClient: QueryClient;
  /** The socket's and channels' auth headers, kept current by the hook. */
  authRef: RefObject<{ headers: { Authorization: string } } | null>;
  activeIdsRef: RefObject<number[]>;
}

/** Starts the signed-in user's session and what its events do; returns what stops them. */
function startSession({ userId, token, queryClient, authRef, activeIdsRef }: SessionStart): () => void {
  let isCancelled = false;
  // The session's code loads after the first route (app/realtimeRuntime.ts); the effects of events
  // (sounds, badges, the event log, issue 16: the dashboard's refresh) start before the session,
  // which waits for the same chunk.
  let stopEffects = () => {};
  const runtime = import('../realtimeRuntime');
  void runtime.then(
    ({ startRealtimeEffects, startDashboardRefresh, startNotificationEffects }) => {
      if (isCancelled) return;
      const stops = [
        startRealtimeEffects(userId),
        startDashboardRefresh(queryClient),
        startNotificationEffects(queryClient),
      ];
      stopEffects = () => stops.forEach((stop) => stop());
    },
    () => undefined,
  );
  const host = resolveRealtimeHost(getRuntimeConfig().realtimeUrl, window.location.origin);
  if (host === null) {
    // SPEC §8: without a real-time server the app works over HTTP only.
    if (!hasWarnedDisabled) console.warn('Real-time is not configured: messages arrive on refresh only.');
    hasWarnedDisabled = true;
    return () => {
      isCancelled = true;
      stopEffects();
    };
  }
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  authRef.current = auth;
  let session: RealtimeSession | null = null;

  void runtime.then(
    ({ createEchoConnection, RealtimeSession }) => {
      if (isCancelled) return;
      const echo = createEchoConnection({ host, auth });
      const socket = echo.connector.socket as unknown as Socket;
      let hasConnected = false;
      socket.on('connect', () => {
        realtimeStore.update((state) => (state.isConnected ? state : { ...state, isConnected: true }));
        if (hasConnected) {
          // REALTIME.md: after a drop, what was missed comes over HTTP.
          appEvents.emit('realtimeReconnected', {});
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        }
        hasConnected = true;
      });
      socket.on('disconnect', () => {
        realtimeStore.update((state) => (state.isConnected ? { ...state, isConnected: false } : state));
      });
      session = new RealtimeSession(echo, userId);
      session.setActiveArrangements(activeIdsRef.current);
      setRealtimeSession(session);
    },
    () => {
      // The chunk failed to load (offline, new deployment): the app keeps working over HTTP.
    },
  );

  return () => {
    isCancelled = true;
    stopEffects();
    session?.close();
    if (getRealtimeSession() === session) setRealtimeSession(null);
    authRef.current = null;
    realtimeStore.reset();
  };
}

/**
 * Keeps the real-time connection of the signed-in user (SPEC §4, §7 Real-time, REALTIME.md): created
 * after login, with the token kept current after refreshes, and torn down on logout or session end.
 * laravel-echo and socket.io-client load only here, after sign-in.
 */
export function useRealtimeSession(): void {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const user = useCurrentUser();
  const accessToken = useAuthRecord()?.access_token ?? null;
  const userId = user?.id ?? null;
  const authRef = useRef<{ headers: { Authorization: string } } | null>(null);
  const activeIdsRef = useRef<number[]>([]);

  useEffect(
    () => appEvents.on('showSnackbar', ({ text, ...options }) => snackbar.show(text, options)),
    [snackbar],
  );

  useEffect(() => {
    const token = readAuth()?.access_token;
    if (userId === null || !token) return;
    // Issue 19: the connection and its code come once the first screen has its content
    // (lib/firstScreen.ts): on a phone they would delay the page's own scripts and data.
    let stop: (() => void) | undefined;
    const cancel = afterFirstScreen(() => {
      // The token as it is then (refreshed meanwhile, or gone with a logout).
      const current = readAuth()?.access_token;
      if (current) stop = startSession({ userId, token: current, queryClient, authRef, activeIdsRef });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [userId, queryClient]);

  // The socket and every channel share this object, so a refreshed token reaches them all.
  useEffect(() => {
    const auth = authRef.current;
    if (!auth || accessToken === null) return;
    auth.headers.Authorization = `Bearer ${accessToken}`;
    const socket = getRealtimeSession()?.socket;
    // A connection refused for an expired token does not retry on its own.
    if (socket && !socket.connected && !socket.active) socket.connect();
  }, [accessToken]);

  // GET auth/user lists the active arrangements with their unseen counts (issue 6, SPEC §3).
  useEffect(() => {
    if (!user) return;
    activeIdsRef.current = user.arrangements.map((arrangement) => arrangement.id);
    realtimeStore.update((state) => seedUnseenArrangements(state, user.arrangements));
    getRealtimeSession()?.setActiveArrangements(activeIdsRef.current);
  }, [user]);
}
