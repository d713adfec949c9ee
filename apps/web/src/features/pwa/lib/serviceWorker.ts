import { SERVICE_WORKER_PATH } from '@spona/contracts';
import { isStandalone } from '../../../lib/standalone';
import { BUILD_ID } from './buildId';

/**
 * Registers the service worker (src/sw/ngsw-worker.ts) and follows its updates, as a small store
 * for `useSyncExternalStore` (the update banner of SPEC §4 reads it).
 */
export interface ServiceWorkerState {
  /** A new version is installed and waiting for the page to load it. */
  isUpdateAvailable: boolean;
}

/** A long-open tab asks for a new version this often, and when it comes back after this long. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const UPDATE_CHECK_ON_RETURN_MS = 10 * 60 * 1000;
/** How long a waiting worker may take to say which build it is. */
const VERSION_ANSWER_TIMEOUT_MS = 3000;
/** Registration waits at most this long for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 5000;
/** How long an accepted update waits for the new worker to take over before reloading anyway. */
const TAKEOVER_TIMEOUT_MS = 5000;

let state: ServiceWorkerState = { isUpdateAvailable: false };
const listeners = new Set<() => void>();
let isScheduled = false;
let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;

function setState(next: ServiceWorkerState): void {
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

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(run, 0);
  }
}

/** The build id of a waiting worker, or null when it does not answer in time. */
async function askBuildId(worker: ServiceWorker): Promise<string | null> {
  const timeout = new Promise<null>((resolve) =>
    window.setTimeout(() => resolve(null), VERSION_ANSWER_TIMEOUT_MS),
  );
  const answer = new Promise<string | null>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ buildId?: unknown } | null>) => {
      const buildId = event.data?.buildId;
      resolve(typeof buildId === 'string' ? buildId : null);
    };
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
  return Promise.race([answer, timeout]);
}

/**
 * A new worker waits. When it belongs to the build this page already runs (the page was loaded
 * from the network after a release), it takes over quietly; otherwise the page offers the update.
 */
async function handleWaiting(worker: ServiceWorker): Promise<void> {
  if ((await askBuildId(worker)) === BUILD_ID) {
    worker.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  setState({ isUpdateAvailable: true });
}

function checkForUpdate(): void {
  lastUpdateCheck = Date.now();
  // Offline or a server hiccup: the next check tries again.
  registration?.update().catch(() => undefined);
}

function handleVisibilityChange(): void {
  if (document.visibilityState === 'visible') {
    if (Date.now() - lastUpdateCheck > UPDATE_CHECK_ON_RETURN_MS) checkForUpdate();
  } else if (state.isUpdateAvailable && isStandalone()) {
    // SPEC §4 shows no update banner in the installed app: it loads the new version while it is
    // in the background, so the user comes back to it.
    applyUpdate();
  }
}

async function registerServiceWorker(): Promise<void> {
  try {
    // Loaded only now, so the first route does not carry it.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
    workbox.addEventListener('waiting', (event) => {
      if (event.sw) void handleWaiting(event.sw);
    });
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    // Blocked by the browser (private mode, policy) or offline on a first visit: the app works
    // without offline support, and the next start tries again.
    console.warn('The service worker could not be registered', error);
    return;
  }
  lastUpdateCheck = Date.now();
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', handleVisibilityChange);
}

/**
 * SPEC §4: the service worker is registered once the app is stable: after the load event and then
 * an idle moment, so it never competes with the first route. Call it after the first render; later
 * calls do nothing.
 */
export function scheduleServiceWorkerRegistration(): void {
  if (isScheduled || !canUseServiceWorker()) return;
  isScheduled = true;
  whenLoaded(() => whenIdle(() => void registerServiceWorker()));
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
