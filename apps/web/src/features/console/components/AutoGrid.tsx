import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A responsive grid of equal columns at least `minWidth` wide, in plain CSS. Not Mantine's SimpleGrid:
 * the users' home page uses that, and sharing it with the console would split it out of the home
 * page's chunk, which costs the users' first route bytes (issue 7 budget, issue 17).
 */
export function AutoGrid({
  minWidth,
  gap = 'md',
  children,
}: {
  minWidth: number;
  gap?: 'sm' | 'md' | 'xl';
  children: ReactNode;
}) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
        gap: `var(--mantine-spacing-${gap})`,
      }}
    >
      {children}
    </Box>
  );
}
