/** One day of the profile-views chart. */
export interface ViewsPoint {
  date: string;
  views: number;
}

/** A bar as the SVG draws it, in the chart's own units (its viewBox). */
export interface ViewsBar extends ViewsPoint {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ViewsChartSize {
  width: number;
  height: number;
  /** Space between two bars. */
  gap: number;
}

/** The smallest 1, 2 or 5 times a power of ten that is at least `value` (at least 1): the axis top. */
export function niceAxisMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Scales the days into bars that fill `size`: equal widths, heights in proportion to the views, the
 * axis top rounded up by `niceAxisMax` so the tallest bar is never cut. Days without views get no
 * height; the chart draws its baseline under them.
 */
export function scaleViews(
  points: ViewsPoint[],
  size: ViewsChartSize,
): { bars: ViewsBar[]; axisMax: number } {
  const axisMax = niceAxisMax(Math.max(0, ...points.map((point) => point.views)));
  if (points.length === 0) return { bars: [], axisMax };
  const slot = size.width / points.length;
  const width = Math.max(slot - size.gap, 1);
  const bars = points.map((point, index) => {
    const height = (point.views / axisMax) * size.height;
    return { ...point, x: index * slot + (slot - width) / 2, y: size.height - height, width, height };
  });
  return { bars, axisMax };
}
