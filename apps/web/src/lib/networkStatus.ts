/**
 * Whether the app is offline: the browser says so (`navigator.onLine`), or the last API call failed
 * at the network level (no answer at all: offline without the browser noticing, or the server is
 * unreachable). A store for `useSyncExternalStore`; the offline banner (features/pwa) reads it.
 */

let isBrowserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let hasNetworkFailure = false;
let isListening = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function handleOnline(): void {
  isBrowserOffline = false;
  // Back online: the next call tells whether the server answers again.
  hasNetworkFailure = false;
  notify();
}

function handleOffline(): void {
  isBrowserOffline = true;
  notify();
}

function listenToBrowser(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  isBrowserOffline = navigator.onLine === false;
  window.addEventListener('online', handleOnline);
  window.addEventListener('offline', handleOffline);
}

/** True while the app cannot reach the network or the server. */
export function isOffline(): boolean {
  return isBrowserOffline || hasNetworkFailure;
}

export function subscribeToNetworkStatus(listener: () => void): () => void {
  listenToBrowser();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** An API call got no answer at all (not an HTTP error: those mean the server is there). */
export function reportNetworkFailure(): void {
  if (hasNetworkFailure) return;
  hasNetworkFailure = true;
  notify();
}

/** An API call got an answer, whatever its status. */
export function reportNetworkSuccess(): void {
  if (!hasNetworkFailure) return;
  hasNetworkFailure = false;
  notify();
}

/** Back to a fresh page; for tests only. */
export function resetNetworkStatusForTests(): void {
  hasNetworkFailure = false;
  isBrowserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  notify();
}
