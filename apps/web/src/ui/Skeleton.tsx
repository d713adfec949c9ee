import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './Skeleton.module.css';

/** Mantine's radius names (theme), else a length in px. */
type TRadius = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Its height: px, or any CSS length. */
  h?: number | string;
  /** Its width: px, or any CSS length (default: all the room there is). */
  w?: number | string;
  radius?: TRadius;
  /** A circle of the height's diameter (an avatar's place). */
  circle?: boolean;
}

function radiusOf(radius: TRadius): string {
  return typeof radius === 'number' ? `${radius}px` : `var(--mantine-radius-${radius})`;
}

/**
 * Issue 19: a loading placeholder as Mantine's Skeleton draws it, as one plain element. A page's
 * skeletons are dozens of elements that hydrate before its data: each Mantine component resolves its
 * styles and props on every render (0.3–1 ms each on a phone, docs/PERFORMANCE.md).
 */
export function Skeleton({ h, w, radius, circle = false, className, style, ...rest }: SkeletonProps) {
  const shape: CSSProperties = {
    height: h,
    width: circle ? h : (w ?? '100%'),
    borderRadius: circle ? '50%' : radius === undefined ? undefined : radiusOf(radius),
  };
  return (
    <div
      {...rest}
      // What the tests and the screenshots wait to be gone: the page has its content.
      data-skeleton
      className={className ? `${classes.skeleton} ${className}` : classes.skeleton}
      style={{ ...shape, ...style }}
    />
  );
}

interface SkeletonLineProps {
  /** The height of the line of text it stands for (its line height), in px. */
  height: number;
  /** The bar's width (what the text would fill). */
  width: string | number;
  /** The bar's thickness, in px; at most the line's height. */
  bar?: number;
  className?: string;
}

/**
 * A loading placeholder for one line of text: a bar as thick as the letters, in a box as tall as the
 * line, so that a skeleton made of them is as tall as the text that replaces it (no layout shift).
 */
export function SkeletonLine({ height, width, bar = 12, className }: SkeletonLineProps) {
  return (
    <div className={className ? `${classes.line} ${className}` : classes.line} style={{ height }}>
      <Skeleton h={Math.min(bar, height)} w={width} />
    </div>
  );
}
