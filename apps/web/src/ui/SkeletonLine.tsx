import { Box, Skeleton, type BoxProps } from '@mantine/core';

interface SkeletonLineProps extends BoxProps {
  /** The height of the line of text it stands for (its line height), in px. */
  height: number;
  /** The bar's width (what the text would fill). */
  width: string | number;
  /** The bar's thickness, in px; at most the line's height. */
  bar?: number;
}

/**
 * A loading placeholder for one line of text: a bar as thick as the letters, in a box as tall as the
 * line, so that a skeleton made of them is as tall as the text that replaces it (no layout shift).
 */
export function SkeletonLine({ height, width, bar = 12, ...boxProps }: SkeletonLineProps) {
  const thickness = Math.min(bar, height);
  return (
    <Box h={height} py={(height - thickness) / 2} {...boxProps}>
      <Skeleton h={thickness} w={width} />
    </Box>
  );
}
