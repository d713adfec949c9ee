/**
 * The service worker of the web app, served at /ngsw-worker.js (SPEC §7), built by vite-plugin-pwa
 * (injectManifest) from this file: it precaches the app shell, answers pages offline with it, caches
 * images at run time, and carries the web push handlers. A new version waits until the page's update
 * banner (SPEC §4) asks it to take over.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerAppShellRoutes } from './appShell';
import { takeOverLegacyWorker } from './legacyWorker';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time with the list of the build's files and their revisions. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** What a page may ask this worker (workbox-window sends SKIP_WAITING). */
type PageMessage = { type: 'SKIP_WAITING' } | { type: 'GET_VERSION' };

setCacheNameDetails({ prefix: 'spona' });
takeOverLegacyWorker(self);
registerAppShellRoutes(self, self.__WB_MANIFEST);
registerPushHandlers(self);

// The first version takes the open page at once, so its images are cached from the first visit.
// Later versions only take over when asked: clientsClaim does not skip the waiting phase.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | null;
  if (message?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message?.type === 'GET_VERSION') {
    event.ports[0]?.postMessage({ buildId: __SPONA_BUILD_ID__ });
  }
});
