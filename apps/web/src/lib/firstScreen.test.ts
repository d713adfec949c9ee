// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its hold is module state. */
async function loadFirstScreen() {
  vi.resetModules();
  return import('./firstScreen');
}

describe('afterFirstScreen (issue 19)', () => {
  it('runs at once outside a starting app', async () => {
    const { afterFirstScreen } = await loadFirstScreen();
    const run = vi.fn();
    afterFirstScreen(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the app starts, then runs once the first screen is in and the thread idle', async () => {
    vi.useFakeTimers();
    try {
      const { afterFirstScreen, holdUntilFirstScreen, releaseFirstScreen } = await loadFirstScreen();
      holdUntilFirstScreen();
      const run = vi.fn();
      const cancelled = vi.fn();
      afterFirstScreen(run);
      afterFirstScreen(cancelled)();
      await vi.advanceTimersByTimeAsync(5000);
      expect(run).not.toHaveBeenCalled();
      releaseFirstScreen();
      // jsdom has loaded the page and has no requestIdleCallback: the next task.
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(run).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
      // Later callers run at once.
      const later = vi.fn();
      afterFirstScreen(later);
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the load event of a page still loading', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      const { afterFirstScreen, holdUntilFirstScreen, releaseFirstScreen } = await loadFirstScreen();
      holdUntilFirstScreen();
      const run = vi.fn();
      afterFirstScreen(run);
      releaseFirstScreen();
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      readyState.mockRestore();
      vi.useRealTimers();
    }
  });
});
