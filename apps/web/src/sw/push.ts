import type { TPushPayload } from '@spona/contracts';

/**
 * Web push in the service worker (issue 7). The server pushes a small JSON (ZPushPayload: title and
 * body already in the user's language, the app path of the conversation, a tag per conversation);
 * this shows it as a notification, and a click on it opens that conversation in a window of the app.
 */

/** The notification's pictures: the app icon, and the small one Android shows in the status bar. */
const ICON_URL = '/icons/icon-192.png';
const BADGE_URL = '/icons/icon-192.png';
/** What a push that cannot be read shows and opens (a browser must show something for every push). */
const FALLBACK_TITLE = 'Spona';
const FALLBACK_PATH = '/messenger';
/** Text limits of what a push may show, whatever it carries. */
const TITLE_MAX_LENGTH = 120;
const BODY_MAX_LENGTH = 300;

/** What the notification shows and where its click goes. */
export type PushNotificationContent = { title: string; body: string; path: string; tag: string | undefined };

const textOf = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined;

/**
 * A path of this app for a notification's click: only a same-origin path ('/messenger/12'); anything
 * else (another site, `javascript:`, `//evil.example`) becomes the messenger.
 */
export function safeAppPath(value: unknown, origin: string): string {
  if (typeof value !== 'string') return FALLBACK_PATH;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return FALLBACK_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return FALLBACK_PATH;
  }
}

/** The push's content; a push that is not our JSON still gives a notification (title alone). */
export function readPushContent(data: PushMessageData | null, origin: string): PushNotificationContent {
  let payload: Partial<Record<keyof TPushPayload, unknown>> = {};
  try {
    const parsed: unknown = data ? data.json() : null;
    if (parsed && typeof parsed === 'object') payload = parsed as typeof payload;
  } catch {
    // Not JSON: the fallback notification below.
  }
  return {
    title: textOf(payload.title, TITLE_MAX_LENGTH) ?? FALLBACK_TITLE,
    body: textOf(payload.body, BODY_MAX_LENGTH) ?? '',
    path: safeAppPath(payload.url, origin),
    tag: textOf(payload.tag, TITLE_MAX_LENGTH),
  };
}

/** Whether the user is looking at that page of the app right now (then the push needs no notification). */
async function isShownInFocusedWindow(scope: ServiceWorkerGlobalScope, path: string): Promise<boolean> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => {
    const url = new URL(client.url);
    return (
      url.origin === scope.location.origin &&
      url.pathname === path &&
      client.focused &&
      client.visibilityState === 'visible'
    );
  });
}

async function showPush(scope: ServiceWorkerGlobalScope, data: PushMessageData | null): Promise<void> {
  const content = readPushContent(data, scope.location.origin);
  if (content.path !== FALLBACK_PATH && (await isShownInFocusedWindow(scope, content.path))) return;
  const options: NotificationOptions & { renotify?: boolean } = {
    body: content.body,
    icon: ICON_URL,
    badge: BADGE_URL,
    data: { url: content.path },
    ...(content.tag ? { tag: content.tag, renotify: true } : {}),
  };
  await scope.registration.showNotification(content.title, options);
}

/**
 * Focuses a window of the app on `path`: one that shows it already, else another window of the app
 * navigated there, else a new window.
 */
async function openAppPath(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin);
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === target.origin,
  );
  const showing = windows.find((client) => client.url === target.href);
  if (showing) {
    await showing.focus();
    return;
  }
  const other = windows.find((client) => client.focused) ?? windows[0];
  if (other) {
    // Focus first: the click's permission to raise a window does not outlast the handler for long.
    const focused = await other.focus().catch(() => other);
    // navigate() works on windows this worker controls; any other gets a new window instead.
    const navigated = await focused.navigate(target.href).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(target.href);
}

/** Registers the `push` and `notificationclick` handlers on the service worker's global scope. */
export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event: PushEvent) => {
    event.waitUntil(showPush(scope, event.data));
  });

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openAppPath(scope, safeAppPath(data?.url, scope.location.origin)));
  });
}
