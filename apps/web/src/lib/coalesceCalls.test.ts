import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceCalls } from './coalesceCalls';

describe('coalesceCalls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once for a burst of calls, after the wait', () => {
    const run = vi.fn();
    const coalesced = coalesceCalls(run, 1000);
    coalesced.call();
    vi.advanceTimersByTime(10);
    coalesced.call();
    coalesced.call();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(990);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a new burst with a call after the run', () => {
    const run = vi.fn();
    const coalesced = coalesceCalls(run, 1000);
    coalesced.call();
    vi.advanceTimersByTime(1000);
    coalesced.call();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at most once per wait under a steady stream of calls', () => {
    const run = vi.fn();
    const coalesced = coalesceCalls(run, 1000);
    for (let i = 0; i < 50; i++) {
      coalesced.call();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const coalesced = coalesceCalls(run, 1000);
    coalesced.call();
    coalesced.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});
