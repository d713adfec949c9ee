import { describe, expect, it } from 'vitest';
import { responseRatePercent, roundResponseTime } from './responseStats';

describe('response figures as people read them (issue 16)', () => {
  it('rounds the typical response time to minutes, hours or days', () => {
    expect(roundResponseTime(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(roundResponseTime(42)).toEqual({ unit: 'minutes', count: 42 });
    expect(roundResponseTime(90)).toEqual({ unit: 'hours', count: 2 });
    expect(roundResponseTime(23 * 60 + 50)).toEqual({ unit: 'hours', count: 23 });
    expect(roundResponseTime(24 * 60)).toEqual({ unit: 'days', count: 1 });
    expect(roundResponseTime(3 * 24 * 60 + 100)).toEqual({ unit: 'days', count: 3 });
  });

  it('shows the rate as a whole percentage', () => {
    expect(responseRatePercent({ rate: 0.904, median_minutes: 120, requests: 10 })).toBe(90);
    expect(responseRatePercent({ rate: 2 / 3, median_minutes: null, requests: 3 })).toBe(67);
  });
});
