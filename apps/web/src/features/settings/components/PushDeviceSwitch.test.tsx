// @vitest-environment jsdom
import '../../../test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { forgetPushSubscription, resyncPushSubscription } from '../../../lib/webPush';
import { jsonResponse } from '../../../test/publicDataFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { PushDeviceSwitch } from './PushDeviceSwitch';

const VAPID_PUBLIC_KEY = `BA${'x'.repeat(85)}`;
const ENDPOINT = 'https://push.example.com/send/device-1';

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
};

/**
 * The browser's side: a service worker registration whose PushManager subscribes (or refuses),
 * Notification with a permission, and fetch answering the API calls this control makes.
 */
function fakeBrowser({
  permission = 'granted' as NotificationPermission,
  isSubscribed = false,
  canUnsubscribe = true,
} = {}) {
  let subscription: FakeSubscription | null = null;
  const makeSubscription = (): FakeSubscription => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      if (!canUnsubscribe) return false;
      subscription = null;
      return true;
    }),
  });
  if (isSubscribed) subscription = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => (subscription = makeSubscription())),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => permission),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/', '');
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path === 'subscriptions/vapid-public-key') return jsonResponse({ public_key: VAPID_PUBLIC_KEY });
      if (path === 'subscriptions' && init?.method === 'POST') {
        return jsonResponse({ id: 1, endpoint: ENDPOINT, user_agent: null, created_at: '' }, 201);
      }
      return jsonResponse({ success: true });
    }),
  );
  return { pushManager, calls, current: () => subscription };
}

function renderSwitch() {
  renderWithProviders(<PushDeviceSwitch />);
  return screen.getByRole('switch', { name: /^Push notifications on this device/ });
}

describe('push notifications on this device', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes through the service worker with the server key and stores the subscription', async () => {
    const browser = fakeBrowser();
    const toggle = renderSwitch();
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeDefined();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(browser.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: 'subscriptions',
        body: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
      },
    ]);
  });

  it('unsubscribes the browser and deletes the subscription on the server', async () => {
    const browser = fakeBrowser({ isSubscribed: true });
    const toggle = renderSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle);
    expect(await screen.findByText('Push notifications are off for this device.')).toBeDefined();
    expect(browser.current()).toBeNull();
    expect(browser.calls).toContainEqual({
      method: 'DELETE',
      path: 'subscriptions',
      body: { endpoint: ENDPOINT },
    });
  });

  it("says 'Unsubscribe failed!' when the browser does not end the subscription", async () => {
    fakeBrowser({ isSubscribed: true, canUnsubscribe: false });
    const toggle = renderSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle);
    expect(await screen.findByText('Unsubscribe failed!')).toBeDefined();
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Not subscribed to push notifications.' when the subscription is already gone", async () => {
    const browser = fakeBrowser({ isSubscribed: true });
    const toggle = renderSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    // Another tab turned it off meanwhile.
    await browser.current()!.unsubscribe();
    fireEvent.click(toggle);
    expect(await screen.findByText('Not subscribed to push notifications.')).toBeDefined();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('explains that this browser has no service workers, and cannot be switched', async () => {
    const toggle = renderSwitch();
    expect(
      await screen.findByText('Service workers are disabled or not supported by this browser'),
    ).toBeDefined();
    expect(toggle.hasAttribute('disabled')).toBe(true);
  });

  it('explains blocked notifications and changes nothing when permission is refused', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    const toggle = renderSwitch();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeDefined();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByText(/Notifications are blocked/).length).toBe(2));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.calls.filter((c) => c.path.startsWith('subscriptions'))).toEqual([]);
  });

  it('asks again when the permission prompt was closed without an answer', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const toggle = renderSwitch();
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/Allow notifications when your browser asks/)).toBeDefined();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('re-posts the subscription after sign-in and deletes it on the server at logout', async () => {
    const browser = fakeBrowser({ isSubscribed: true });
    await resyncPushSubscription();
    await forgetPushSubscription();
    expect(browser.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST subscriptions',
      'DELETE subscriptions',
    ]);
    // The device keeps its browser subscription for the next sign-in.
    expect(browser.current()).not.toBeNull();
  });
});
