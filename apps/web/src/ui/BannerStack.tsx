import { Box } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useSnackbarClearance } from './hooks/useSnackbarClearance';

/** The CSS variable that holds the banners' height (0px without banners), for what must stay above them. */
export const BANNERS_HEIGHT_VARIABLE = '--spona-banners-height';

/**
 * The banners along the bottom edge of the screen, stacked so that none covers another, with a
 * spacer of their height at the end of the page so they never hide its last lines. The snackbar
 * shows above them. Their height is also the page's `--spona-banners-height` (issue 18): the page
 * scrolls a focused control above them (scroll-padding in global.css) and full-height layouts such as
 * the conversation end above them, so the consent banner never covers a composer or a button.
 */
export function BannerStack({ children }: { children: ReactNode }) {
  const { ref: sizeRef, height } = useElementSize();
  // Issue 16: the snackbar shows above the banners, never over their buttons.
  const ref = useMergedRef(sizeRef, useSnackbarClearance<HTMLDivElement>());
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(BANNERS_HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
    return () => {
      root.style.removeProperty(BANNERS_HEIGHT_VARIABLE);
    };
  }, [height]);
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
