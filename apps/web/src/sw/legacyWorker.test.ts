import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverLegacyWorker } from './legacyWorker';

/** Cache Storage holding caches of these names. */
function stubCaches(names: string[]) {
  const stored = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...stored],
    delete: async (name: string) => stored.delete(name),
  });
  return stored;
}

/** A worker scope recording its listeners and what the takeover does. */
function fakeScope() {
  const listeners = new Map<string, (event: unknown) => void>();
  const window = { url: 'https://app.spona.test/dashboard', navigate: vi.fn(async () => window) };
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => [window]) },
  };
  takeOverLegacyWorker(scope as unknown as ServiceWorkerGlobalScope);
  /** Fires a lifecycle event and waits for what it waits for. */
  const fire = async (type: 'install' | 'activate') => {
    let waitFor: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (waitFor = promise) });
    await waitFor;
  };
  return { scope, window, fire };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('taking over from the earlier app', () => {
  it('activates at once, deletes the Angular caches and reloads the open windows into this app', async () => {
    const stored = stubCaches(['ngsw:/:db:control', 'ngsw:/:1:assets:app:cache', 'spona-images']);
    const { scope, window, fire } = fakeScope();
    await fire('install');
    expect(scope.skipWaiting).toHaveBeenCalled();
    await fire('activate');
    expect([...stored]).toEqual(['spona-images']);
    expect(scope.clients.claim).toHaveBeenCalled();
    expect(window.navigate).toHaveBeenCalledWith('https://app.spona.test/dashboard');
  });

  it('leaves an ordinary update waiting for the update banner', async () => {
    stubCaches(['spona-precache-v2', 'spona-images']);
    const { scope, window, fire } = fakeScope();
    await fire('install');
    await fire('activate');
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    expect(scope.clients.claim).not.toHaveBeenCalled();
    expect(window.navigate).not.toHaveBeenCalled();
  });
});
