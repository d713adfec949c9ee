import { describe, expect, it, vi } from 'vitest';
import { readPushContent, registerPushHandlers, safeAppPath } from './push';

const ORIGIN = 'https://app.spona.test';

type FakeWindow = {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

/** A window of the browser as the worker's `clients` sees it; `navigate` works when it is controlled. */
function fakeWindow(path: string, { focused = false, controlled = true } = {}): FakeWindow {
  const client: FakeWindow = {
    url: new URL(path, ORIGIN).href,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => {
      if (!controlled) throw new TypeError('not controlled');
      client.url = url;
      return client;
    }),
  };
  return client;
}

/** A service worker global scope with the parts the push handlers use, recording what they do. */
function fakeScope(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: NotificationOptions & { renotify?: boolean } }> = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  };
  registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope);

  /** Dispatches an event and waits for what it passed to waitUntil. */
  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return {
    shown,
    opened,
    push: (data: unknown) =>
      dispatch('push', {
        data:
          data === null
            ? null
            : {
                json: () => (typeof data === 'string' ? JSON.parse(data) : data),
                text: () => String(data),
              },
      }),
    click: (url: unknown) => {
      const notification = { data: { url }, close: vi.fn() };
      return { notification, done: dispatch('notificationclick', { notification, action: '' }) };
    },
  };
}

const payload = {
  type: 'MESSAGE_NEW',
  title: 'New message from Marko Perić',
  body: 'Can we start on Tuesday?',
  url: '/messenger/42',
  arrangement_id: 42,
  tag: 'arrangement-42',
};

describe('service worker push', () => {
  it('shows the pushed message as a notification that opens its conversation', async () => {
    const sw = fakeScope();
    await sw.push(payload);
    expect(sw.shown).toEqual([
      {
        title: 'New message from Marko Perić',
        options: expect.objectContaining({
          body: 'Can we start on Tuesday?',
          tag: 'arrangement-42',
          renotify: true,
          icon: '/icons/icon-192.png',
          badge: expect.any(String),
          data: { url: '/messenger/42' },
        }),
      },
    ]);
  });

  it('still shows a notification for a push it cannot read', async () => {
    for (const garbage of [null, 'not json {', 42, { title: 7, url: 'https://evil.example/x' }]) {
      const sw = fakeScope();
      await sw.push(garbage);
      expect(sw.shown).toEqual([
        { title: 'Spona', options: expect.objectContaining({ body: '', data: { url: '/messenger' } }) },
      ]);
    }
  });

  it('shows nothing when the user is looking at that conversation', async () => {
    const sw = fakeScope([fakeWindow('/messenger/42', { focused: true })]);
    await sw.push(payload);
    expect(sw.shown).toEqual([]);
    const elsewhere = fakeScope([fakeWindow('/messenger/7', { focused: true }), fakeWindow('/messenger/42')]);
    await elsewhere.push(payload);
    expect(elsewhere.shown).toHaveLength(1);
  });
});

describe('service worker notification click', () => {
  it('closes the notification and opens the conversation in a new window when none is open', async () => {
    const sw = fakeScope();
    const { notification, done } = sw.click('/messenger/42');
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(sw.opened).toEqual([`${ORIGIN}/messenger/42`]);
  });

  it('focuses a window of the app and navigates it to the conversation', async () => {
    const dashboard = fakeWindow('/dashboard', { focused: true });
    const sw = fakeScope([fakeWindow('/search/offers'), dashboard]);
    await sw.click('/messenger/42').done;
    expect(dashboard.focus).toHaveBeenCalled();
    expect(dashboard.url).toBe(`${ORIGIN}/messenger/42`);
    expect(sw.opened).toEqual([]);
  });

  it('only focuses a window that already shows the conversation', async () => {
    const open = fakeWindow('/messenger/42');
    const sw = fakeScope([fakeWindow('/dashboard', { focused: true }), open]);
    await sw.click('/messenger/42').done;
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be navigated', async () => {
    const uncontrolled = fakeWindow('/dashboard', { controlled: false });
    const sw = fakeScope([uncontrolled]);
    await sw.click('/messenger/42').done;
    expect(sw.opened).toEqual([`${ORIGIN}/messenger/42`]);
  });

  it('never leaves the app, whatever url the notification carries', async () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 5]) {
      const sw = fakeScope();
      await sw.click(url).done;
      expect(sw.opened, String(url)).toEqual([`${ORIGIN}/messenger`]);
    }
  });
});

describe('push content', () => {
  it('keeps same-origin paths only', () => {
    expect(safeAppPath('/messenger/3?tab=history', ORIGIN)).toBe('/messenger/3?tab=history');
    expect(safeAppPath(`${ORIGIN}/messenger/3`, ORIGIN)).toBe('/messenger/3');
    expect(safeAppPath('http://app.spona.test/messenger/3', ORIGIN)).toBe('/messenger');
  });

  it('cuts overlong texts', () => {
    const content = readPushContent(
      { json: () => ({ ...payload, title: 'T'.repeat(500), body: 'B'.repeat(5000) }) } as PushMessageData,
      ORIGIN,
    );
    expect(content.title).toHaveLength(120);
    expect(content.body).toHaveLength(300);
  });
});
