/**
 * What the signed-in user's real-time session loads after the first route, in one chunk (one dynamic
 * import, app/hooks/useRealtimeSession.ts): laravel-echo with socket.io-client, the session that turns
 * wire events into app events, their effects (sounds, badges, the event log), and the dashboard's live
 * refresh (issue 16), and what staff's notifications change on screen (issue 17).
 */
export { createEchoConnection } from '../lib/realtime/echoConnection';
export { RealtimeSession } from '../lib/realtime/realtimeSession';
export { startRealtimeEffects } from '../lib/realtime/realtimeEffects';
export { startDashboardRefresh } from '../features/dashboard/lib/dashboardRefresh';
export { startNotificationEffects } from './notificationEffects';
