import type { TArrangement } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { findNextArrangementSkip, flattenArrangementPages } from './arrangementPages';

const page = (ids: number[], total: number) => ({
  data: ids.map((id) => ({ id }) as TArrangement),
  total,
});

describe('arrangement pages', () => {
  it('asks for the next page from what is loaded until the total is reached', () => {
    expect(findNextArrangementSkip([])).toBeUndefined();
    expect(findNextArrangementSkip([page([1, 2, 3], 7)])).toBe(3);
    expect(findNextArrangementSkip([page([1, 2, 3], 7), page([4, 5, 6], 7)])).toBe(6);
    expect(findNextArrangementSkip([page([1, 2, 3], 7), page([4, 5, 6], 7), page([7], 7)])).toBeUndefined();
  });

  it('stops at an empty page even when the total says more (rows went away meanwhile)', () => {
    expect(findNextArrangementSkip([page([1, 2], 5), page([], 5)])).toBeUndefined();
  });

  it('shows an arrangement once when a new one shifted the pages between loads', () => {
    const ids = flattenArrangementPages([page([9, 8, 7], 6), page([7, 6, 5], 7)]).map((a) => a.id);
    expect(ids).toEqual([9, 8, 7, 6, 5]);
  });
});
