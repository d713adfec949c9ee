/** SPEC §7 Assets: where the service worker is served (the earlier app's URL, so installs update). */
export const SERVICE_WORKER_PATH = '/ngsw-worker.js';
/** The web app manifest of the installable app (SPEC §1). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
