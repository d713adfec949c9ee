/** Caches of the earlier app's Angular service worker, which was served at this same URL. */
const LEGACY_CACHE_PREFIX = 'ngsw:';

async function findLegacyCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(LEGACY_CACHE_PREFIX));
}

/**
 * SPEC §7 keeps the worker at /ngsw-worker.js, so browsers that installed the earlier app fetch this
 * worker as an update of theirs. The earlier app cannot show our update banner, so in that case only
 * this worker takes over at once: it activates without waiting, deletes the earlier caches, and
 * reloads the open windows into this app (they run code that no longer exists on the server).
 */
export function takeOverLegacyWorker(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      findLegacyCaches().then((legacy) => (legacy.length > 0 ? scope.skipWaiting() : undefined)),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const legacy = await findLegacyCaches();
        if (legacy.length === 0) return;
        await Promise.all(legacy.map((name) => caches.delete(name)));
        await scope.clients.claim();
        const windows = await scope.clients.matchAll({ type: 'window' });
        await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)));
      })(),
    );
  });
}
