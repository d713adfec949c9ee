// @vitest-environment jsdom
import '../../../test/setupDom';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import type { TRangeValue } from '../lib/searchState';
import { findKeyedRange, RangeFilter } from './RangeFilter';

const BOUNDS = { min: 0, max: 100 };

/** The filter as a search page holds it: every commit becomes the new value (as the URL would). */
function SearchStandIn({ commits }: { commits: TRangeValue[] }) {
  const [value, setValue] = useState<TRangeValue | null>(null);
  return (
    <RangeFilter
      label="Engagement"
      bounds={BOUNDS}
      step={1}
      value={value}
      format={String}
      onCommit={(next) => {
        commits.push(next);
        setValue(next);
      }}
    />
  );
}

describe('RangeFilter (issue 18: keyboard)', () => {
  it('keeps the focus on the thumb while arrow keys change the search', () => {
    const commits: TRangeValue[] = [];
    renderWithProviders(<SearchStandIn commits={commits} />);
    const [from] = screen.getAllByRole('slider');
    act(() => from!.focus());
    fireEvent.keyDown(from!, { key: 'ArrowRight' });
    fireEvent.keyDown(from!, { key: 'ArrowRight' });
    expect(commits).toEqual([
      [1, 100],
      [2, 100],
    ]);
    // The same element, still focused: the filter was not remounted by the new value.
    expect(document.activeElement).toBe(from);
    expect(from?.getAttribute('aria-valuenow')).toBe('2');
  });

  it('moves a thumb to its ends with Home and End and by a tenth with PageUp and PageDown', () => {
    const commits: TRangeValue[] = [];
    renderWithProviders(<SearchStandIn commits={commits} />);
    const [from, to] = screen.getAllByRole('slider');
    act(() => from!.focus());
    fireEvent.keyDown(from!, { key: 'PageUp' });
    fireEvent.keyDown(from!, { key: 'Home' });
    act(() => to!.focus());
    fireEvent.keyDown(to!, { key: 'PageDown' });
    fireEvent.keyDown(to!, { key: 'Home' });
    expect(commits).toEqual([
      [10, 100],
      [0, 100],
      [0, 90],
      [0, 0],
    ]);
    expect(document.activeElement).toBe(to);
  });

  it('follows a value set from outside (back, a reset)', () => {
    function ResetStandIn() {
      const [value, setValue] = useState<TRangeValue | null>([5, 50]);
      return (
        <>
          <button type="button" onClick={() => setValue(null)}>
            reset
          </button>
          <RangeFilter label="F" bounds={BOUNDS} step={1} value={value} format={String} onCommit={setValue} />
        </>
      );
    }
    renderWithProviders(<ResetStandIn />);
    expect(screen.getAllByRole('slider')[0]?.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getAllByRole('slider')[0]?.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByRole('slider')[1]?.getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('findKeyedRange', () => {
  it('never lets a thumb pass the other one or the bounds', () => {
    expect(findKeyedRange('PageDown', 0, [3, 50], BOUNDS, 1)).toEqual([0, 50]);
    expect(findKeyedRange('PageUp', 0, [45, 50], BOUNDS, 1)).toEqual([50, 50]);
    expect(findKeyedRange('End', 1, [3, 50], BOUNDS, 1)).toEqual([3, 100]);
    expect(findKeyedRange('Enter', 1, [3, 50], BOUNDS, 1)).toBeNull();
  });
});
