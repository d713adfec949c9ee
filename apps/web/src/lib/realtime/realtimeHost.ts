/** A runtime-config `realtimeUrl` of '' or 'off' switches real-time off explicitly (SPEC §8). */
const DISABLED_VALUES = new Set(['', 'off', 'false', 'disabled']);

/**
 * The real-time server to connect to. REALTIME.md: the server runs on the app's own HTTP server, so
 * an unset URL (null) means this origin; an explicitly disabled one answers null.
 */
export function resolveRealtimeHost(realtimeUrl: string | null, origin: string): string | null {
  if (realtimeUrl === null) return origin;
  return DISABLED_VALUES.has(realtimeUrl.trim().toLowerCase()) ? null : realtimeUrl;
}
