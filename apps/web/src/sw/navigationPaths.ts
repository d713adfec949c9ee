/*
 * Which paths the service worker may answer from its caches (no workbox here, so it is testable on
 * its own).
 */

/**
 * Paths that are never pages of the app: the API, the dev mail viewer, files and the socket. A
 * navigation to them is passed through and never answered with the app shell.
 */
const NOT_APP_PAGES = [/^\/api(\/|$)/, /^\/dev\//, /^\/assets\//, /^\/socket\.io\//];

/** Issue 17: the staff console's pages: never answered from a cache, not even offline. */
const CONSOLE_PAGES = /^\/console(\/|$)/;
/** Issue 17: the console's API: staff data, never cached (also said by its `cache-control: no-store`). */
const CONSOLE_API = /^\/api\/v\d+\/console(\/|$)/;

/**
 * Whether a failed navigation to `pathname` may be answered with the precached app shell: the app's
 * own pages only, and never the staff console (issue 17: staff pages are never cached).
 */
export function canFallBackToAppShell(pathname: string): boolean {
  return !NOT_APP_PAGES.some((pattern) => pattern.test(pathname)) && !CONSOLE_PAGES.test(pathname);
}

/** Issue 17: a call of the console's API (`/api/v1/console/...`), which goes to the network only. */
export function isConsoleApiPath(pathname: string): boolean {
  return CONSOLE_API.test(pathname);
}
