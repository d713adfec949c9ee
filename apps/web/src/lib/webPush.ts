import {
  SERVICE_WORKER_READY_TIMEOUT_MS,
  type TPushSubscriptionCreate,
  type TVapidPublicKey,
} from '@spona/contracts';
import { apiDelete, apiGet, apiPost } from './apiClient';

/**
 * Web push on this device (issue 7): the browser's push subscription, made through the service
 * worker's registration with the server's VAPID key, and kept on the server for the signed-in user.
 * The subscription belongs to the device: signing out removes it from the server (no pushes for a
 * signed-out device), signing in posts it again for whoever signed in.
 */

/** Why push cannot be turned on or off (SPEC §8 has the first three messages). */
export type PushFailure =
  /** SPEC §8 'Service workers are disabled or not supported by this browser'. */
  | 'serviceWorkerUnavailable'
  /** SPEC §8 'Not subscribed to push notifications.' */
  | 'notSubscribed'
  /** SPEC §8 'Unsubscribe failed!' */
  | 'unsubscribeFailed'
  /** The user blocked notifications for the site. */
  | 'permissionDenied'
  /** The user closed the browser's permission prompt without an answer. */
  | 'permissionDismissed'
  /** The browser's push service refused or is unreachable. */
  | 'subscribeFailed';

export class PushError extends Error {
  constructor(readonly failure: PushFailure) {
    super(failure);
    this.name = 'PushError';
  }
}

/** Whether this browser can do web push at all (service workers, PushManager, notifications). */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The notification permission: 'default' (not asked yet), 'granted' or 'denied'. */
export function notificationPermission(): NotificationPermission {
  return isPushSupported() ? Notification.permission : 'denied';
}

/** The active service worker's registration; the worker registers itself once the app is stable. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  if (!isPushSupported()) throw new PushError('serviceWorkerUnavailable');
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new PushError('serviceWorkerUnavailable')),
      SERVICE_WORKER_READY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** The browser's current subscription, without waiting for a worker that is not registered yet. */
export async function findBrowserSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** The applicationServerKey form of a base64url VAPID public key. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a server with new keys needs a new subscription). */
function isMadeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

const toCreateBody = (subscription: PushSubscription) => subscription.toJSON() as TPushSubscriptionCreate;

/**
 * Turns push on for this device: asks for the notification permission, subscribes through the
 * service worker with the server's VAPID key and stores the subscription for the signed-in user.
 * Throws PushError for what the user can act on; an ApiError when the server refuses.
 */
export async function subscribeToPush(): Promise<void> {
  if (!isPushSupported()) throw new PushError('serviceWorkerUnavailable');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushError(permission === 'denied' ? 'permissionDenied' : 'permissionDismissed');
  }
  const registration = await readyRegistration();
  // Checked by hand, not with the zod schema: this module is on the first route (sign-in resync).
  const { public_key } = await apiGet<Partial<TVapidPublicKey>>('subscriptions/vapid-public-key');
  if (typeof public_key !== 'string') throw new PushError('subscribeFailed');
  const key = base64UrlToBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !isMadeWithKey(subscription, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  const isNew = !subscription;
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new PushError('subscribeFailed');
  }
  try {
    await apiPost('subscriptions', toCreateBody(subscription));
  } catch (error) {
    // Not stored on the server: a subscription nobody pushes to would only show 'on' falsely.
    if (isNew) await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * Turns push off for this device: the browser's subscription ends, then the server forgets it (a
 * failure there is harmless: the push service answers the next push with 410 and the server deletes
 * it then).
 */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await readyRegistration();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) throw new PushError('notSubscribed');
  const { endpoint } = subscription;
  const isUnsubscribed = await subscription.unsubscribe().catch(() => false);
  if (!isUnsubscribed) throw new PushError('unsubscribeFailed');
  await apiDelete('subscriptions', { body: { endpoint } }).catch(() => undefined);
}

/**
 * After sign-in and on each start of a signed-in app: posts this device's subscription again, so it
 * belongs to the user now signed in and the server has the browser's current endpoint. Never throws.
 */
export async function resyncPushSubscription(): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  const subscription = await findBrowserSubscription();
  if (!subscription) return;
  await apiPost('subscriptions', toCreateBody(subscription)).catch(() => undefined);
}

/**
 * Before signing out (the token still works): the server forgets this device's subscription, so a
 * signed-out device gets no pushes. The browser keeps it for the next sign-in. Never throws.
 */
export async function forgetPushSubscription(): Promise<void> {
  const subscription = await findBrowserSubscription();
  if (!subscription) return;
  await apiDelete('subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
}
