import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The banners along the bottom edge of the screen, stacked so that none covers another, with a
 * spacer of their height at the end of the page so they never hide its last lines.
 */
export function BannerStack({ children }: { children: ReactNode }) {
  const { ref, height } = useElementSize();
  return (
    <>
      <div aria-hidden style={{ height }} />
      <Box
        ref={ref}
        data-testid="banner-stack"
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 150,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {children}
      </Box>
    </>
  );
}
