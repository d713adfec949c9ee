import { Box } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSnackbarClearance } from './hooks/useSnackbarClearance';

/**
 * The banners along the bottom edge of the screen, stacked so that none covers another, with a
 * spacer of their height at the end of the page so they never hide its last lines. The snackbar
 * shows above them.
 */
export function BannerStack({ children }: { children: ReactNode }) {
  const { ref: sizeRef, height } = useElementSize();
  // Issue 16: the snackbar shows above the banners, never over their buttons.
  const ref = useMergedRef(sizeRef, useSnackbarClearance<HTMLDivElement>());
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
