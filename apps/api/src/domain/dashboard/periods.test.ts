import { describe, expect, it } from 'vitest';
import { lastDays, periodStarts } from './periods';

describe('dashboard periods', () => {
  it('starts the week on Monday and the month on the 1st, in UTC', () => {
    // Sunday 2026-03-01 23:30 UTC: the week began on Monday 2026-02-23, the month today.
    const { week, month } = periodStarts(new Date('2026-03-01T23:30:00Z'));
    expect(week.toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(month.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('counts a Monday as the first day of its own week', () => {
    expect(periodStarts(new Date('2026-11-23T00:00:00Z')).week.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('lists the last days oldest first, today last', () => {
    expect(lastDays(new Date('2026-01-02T10:00:00Z'), 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });
});
