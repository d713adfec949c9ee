// @vitest-environment jsdom
import '../../test/setupDom';
import { onlineManager } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationGate, holdQueriesUntilHydrated } from './hydrationGate';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
  delete document.documentElement.dataset.ready;
});

describe('queries wait for the whole prerendered page to hydrate (issue 19)', () => {
  it('holds them until every gate the server counted has opened', () => {
    holdQueriesUntilHydrated(2);
    expect(onlineManager.isOnline()).toBe(false);
    render(<HydrationGate />);
    expect(onlineManager.isOnline()).toBe(false);
    expect(document.documentElement.dataset.ready).toBeUndefined();
    render(<HydrationGate />);
    expect(onlineManager.isOnline()).toBe(true);
    // The end-to-end tests wait for this before typing into the page.
    expect(document.documentElement.dataset.ready).toBe('true');
  });

  it('lets them go after a while should a boundary never hydrate', () => {
    vi.useFakeTimers();
    holdQueriesUntilHydrated(3);
    render(<HydrationGate />);
    expect(onlineManager.isOnline()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('keeps waiting while a slow hydration still opens gates (a busy phone)', () => {
    vi.useFakeTimers();
    holdQueriesUntilHydrated(3);
    vi.advanceTimersByTime(9000);
    render(<HydrationGate />);
    vi.advanceTimersByTime(9000);
    render(<HydrationGate />);
    vi.advanceTimersByTime(9000);
    // 27 s since the start, never 10 s without a gate: an answer now would show in a part still hydrating.
    expect(onlineManager.isOnline()).toBe(false);
    render(<HydrationGate />);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('changes nothing in a page rendered in the browser (no gates to wait for)', () => {
    holdQueriesUntilHydrated(0);
    render(<HydrationGate />);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
