import { describe, expect, it } from 'vitest';
import { niceAxisMax, scaleViews } from './viewsChart';

const SIZE = { width: 300, height: 100, gap: 2 };
const days = (...views: number[]) =>
  views.map((count, index) => ({ date: `2026-11-${10 + index}`, views: count }));

describe('niceAxisMax', () => {
  it('rounds the axis top up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 24, 51, 999].map(niceAxisMax)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 100, 1000,
    ]);
  });
});

describe('scaleViews', () => {
  it('draws nothing for no days', () => {
    expect(scaleViews([], SIZE)).toEqual({ bars: [], axisMax: 1 });
  });

  it('gives days without views no height, standing on the baseline', () => {
    const { bars } = scaleViews(days(0, 0, 0), SIZE);
    expect(bars.map((bar) => [bar.height, bar.y])).toEqual([
      [0, 100],
      [0, 100],
      [0, 100],
    ]);
  });

  it('scales heights to the axis top and fills the width with equal bars', () => {
    const { bars, axisMax } = scaleViews(days(1, 5, 3), SIZE);
    expect(axisMax).toBe(5);
    expect(bars.map((bar) => bar.height)).toEqual([20, 100, 60]);
    expect(bars.map((bar) => bar.width)).toEqual([98, 98, 98]);
    expect(bars.map((bar) => bar.x)).toEqual([1, 101, 201]);
    expect(bars[1]!.y).toBe(0);
  });
});
