import { SERVICE_WORKER_PATH } from '@spona/contracts';
import { isStandalone } from '../../../lib/standalone';
import { BUILD_ID } from './buildId';
import {
  applyUpdate,
  getServiceWorkerState,
  setServiceWorkerState,
  setWorkerRegistration,
} from './serviceWorker';

/**
 * Registers the service worker (src/sw/ngsw-worker.ts) and follows its updates. Loaded only when the
 * app is stable (serviceWorker.ts scheduleServiceWorkerRegistration), so the first route does not
 * carry it; the update banner's store stays in serviceWorker.ts.
 */

/** A long-open tab asks for a new version this often, and when it comes back after this long. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const UPDATE_CHECK_ON_RETURN_MS = 10 * 60 * 1000;
/** How long a waiting worker may take to say which build it is. */
const VERSION_ANSWER_TIMEOUT_MS = 3000;

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;

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
  setServiceWorkerState({ isUpdateAvailable: true });
}

function checkForUpdate(): void {
  lastUpdateCheck = Date.now();
  // Offline or a server hiccup: the next check tries again.
  registration?.update().catch(() => undefined);
}

function handleVisibilityChange(): void {
  if (document.visibilityState === 'visible') {
    if (Date.now() - lastUpdateCheck > UPDATE_CHECK_ON_RETURN_MS) checkForUpdate();
  } else if (getServiceWorkerState().isUpdateAvailable && isStandalone()) {
    // SPEC §4 shows no update banner in the installed app: it loads the new version while it is
    // in the background, so the user comes back to it.
    applyUpdate();
  }
}

export async function registerServiceWorker(): Promise<void> {
  try {
    // Loaded only now, so the first route does not carry it.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
    workbox.addEventListener('waiting', (event) => {
      if (event.sw) void handleWaiting(event.sw);
    });
    registration = await workbox.register({ immediate: true });
    setWorkerRegistration(registration);
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
