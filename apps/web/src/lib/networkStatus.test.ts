// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isOffline,
  reportNetworkFailure,
  reportNetworkSuccess,
  resetNetworkStatusForTests,
  subscribeToNetworkStatus,
} from './networkStatus';

afterEach(resetNetworkStatusForTests);

describe('network status', () => {
  it('is offline after a call got no answer, until one gets an answer', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToNetworkStatus(listener);
    expect(isOffline()).toBe(false);
    reportNetworkFailure();
    reportNetworkFailure();
    expect(isOffline()).toBe(true);
    reportNetworkSuccess();
    expect(isOffline()).toBe(false);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows the browser going offline and online; online forgets an earlier failure', () => {
    const unsubscribe = subscribeToNetworkStatus(() => {});
    window.dispatchEvent(new Event('offline'));
    expect(isOffline()).toBe(true);
    reportNetworkFailure();
    window.dispatchEvent(new Event('online'));
    expect(isOffline()).toBe(false);
    unsubscribe();
  });
});
