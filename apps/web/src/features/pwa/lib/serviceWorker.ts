/**
 * The service worker's state as a small store for `useSyncExternalStore` (the update banner of SPEC §4
 * reads it), and when it registers: the registration itself (serviceWorkerRegistration.ts) loads only
 * then, so the first route does not carry it.
 */
import { afterFirstScreen } from '../../../lib/firstScreen';

export interface ServiceWorkerState {
  /** A new version is installed and waiting for the page to load it. */
  isUpdateAvailable: boolean;
}

/** How long an accepted update waits for the new worker to take over before reloading anyway. */
const TAKEOVER_TIMEOUT_MS = 5000;

let state: ServiceWorkerState = { isUpdateAvailable: false };
const listeners = new Set<() => void>();
let isScheduled = false;
let registration: ServiceWorkerRegistration | undefined;

/** The registration, once made (serviceWorkerRegistration.ts): an accepted update needs its waiting worker. */
export function setWorkerRegistration(next: ServiceWorkerRegistration | undefined): void {
  registration = next;
}

export function setServiceWorkerState(next: ServiceWorkerState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function getServiceWorkerState(): ServiceWorkerState {
  return state;
}

export function subscribeToServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Service workers run in production builds only: never in Vite dev or unit tests. */
function canUseServiceWorker(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * SPEC §4: the service worker is registered once the app is stable: once the first screen has its
 * content (after the load event and an idle moment, lib/firstScreen.ts), so it never competes with
 * the first route. Call it after the first render; later calls do nothing.
 */
export function scheduleServiceWorkerRegistration(): void {
  if (isScheduled || !canUseServiceWorker()) return;
  isScheduled = true;
  afterFirstScreen(() => {
    // The chunk may fail to load (offline, a new deployment): the next start tries again.
    import('./serviceWorkerRegistration').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => undefined,
    );
  });
}

/**
 * SPEC §4: accepting the update reloads the page into the new version: the waiting worker takes
 * over first, then the page reloads (from it). Without a waiting worker (another tab took it
 * already), the page just reloads.
 */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // Should the worker fail to take over, the reload still loads the new page from the network.
  window.setTimeout(() => window.location.reload(), TAKEOVER_TIMEOUT_MS);
}
