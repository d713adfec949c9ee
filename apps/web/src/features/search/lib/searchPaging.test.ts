import { SEARCH_MAX_SKIP, SEARCH_TOTAL_CAP } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { findNextPage } from './searchPaging';

const page = (size: number, total: number) => ({ data: Array.from({ length: size }), total });

describe('findNextPage (SPEC §9 infinite scroll)', () => {
  it('asks for the next page while pages come full and the total says there are more', () => {
    expect(findNextPage(page(10, 25), 1, 10)).toBe(1);
    expect(findNextPage(page(10, 25), 2, 10)).toBe(2);
    expect(findNextPage(page(5, 25), 3, 10)).toBeUndefined();
    expect(findNextPage(page(10, 20), 2, 10)).toBeUndefined();
  });

  it('goes on past a total at the cap, which counts only that many', () => {
    const cap = SEARCH_TOTAL_CAP;
    expect(findNextPage(page(10, cap), cap / 10, 10)).toBe(cap / 10);
    expect(findNextPage(page(10, cap), cap / 10 + 7, 10)).toBe(cap / 10 + 7);
    // ...down to the deepest page the server serves.
    expect(findNextPage(page(10, cap), SEARCH_MAX_SKIP / 10 + 1, 10)).toBeUndefined();
  });
});
