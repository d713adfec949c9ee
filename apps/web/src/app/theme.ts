import { createTheme, Menu, Select, Tooltip, type CSSVariablesResolver } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@spona/contracts';

/** Mantine theme of Spona. `sm` is the mobile breakpoint of SPEC §2 (768 px). */
export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps white text on filled controls above the 4.5:1 contrast ratio.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { sm: `${MOBILE_BREAKPOINT_PX / 16}em` },
  // Popups render where they are opened, so their content stays inside the page's landmarks (axe: region).
  components: {
    Tooltip: Tooltip.extend({ defaultProps: { withinPortal: false } }),
    // No focusable placeholder inside role="menu": only menu items belong there (axe: aria-required-children).
    Menu: Menu.extend({ defaultProps: { withinPortal: false, withInitialFocusPlaceholder: false } }),
    Select: Select.extend({ defaultProps: { comboboxProps: { withinPortal: false } } }),
  },
});

/** Darker dimmed, error and placeholder texts than Mantine's defaults, for WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
