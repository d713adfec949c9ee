import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MenuProps,
  type MultiSelectProps,
  type SelectProps,
  type TooltipProps,
  type VariantColorsResolver,
} from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@spona/contracts';
import { findAccessibleShades } from './accessibleColors';
import { PRIMARY_COLOR, PRIMARY_SHADE } from './brandColors';

/** Filled controls of light hues (yellow, orange, lime, green) get black text: white falls short of AA. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (input.variant !== 'filled' || !parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = findAccessibleShades(input.theme.colors[parsed.color]!, PRIMARY_SHADE);
  return shades.textOnFilled === 'black' ? { ...colors, color: 'var(--mantine-color-black)' } : colors;
};

/** Mantine theme of Spona. `sm` is the mobile breakpoint of SPEC §2 (768 px). */
const dropdownWhenOpen = { comboboxProps: { keepMounted: false } };

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  primaryShade: PRIMARY_SHADE,
  defaultRadius: 'md',
  // Issue 18: the ring shows on keyboard focus only; global.css gives every control (and inputs) one.
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  variantColorResolver,
  breakpoints: { sm: `${MOBILE_BREAKPOINT_PX / 16}em` },
  // Popups render where they are opened, so their content stays inside the page's landmarks (axe: region).
  // Plain objects rather than `Tooltip.extend(...)`: importing the components here would put them (and
  // floating-ui) into the first route's JavaScript (issue 7).
  components: {
    Tooltip: { defaultProps: { withinPortal: false } satisfies Partial<TooltipProps> },
    // No focusable placeholder inside role="menu": only menu items belong there (axe: aria-required-children).
    Menu: {
      defaultProps: { withinPortal: false, withInitialFocusPlaceholder: false } satisfies Partial<MenuProps>,
    },
    // Issue 19: a select's dropdown, all its options, is not rendered until it opens (Mantine keeps
    // it mounted, hidden): every select of the search filters rendered its options on the first
    // screen, and floating-ui placed each hidden dropdown in a synchronous pass after hydration. In
    // its portal still: inline, a searchable multi-select's dropdown (open while it has the focus)
    // takes the next Tab and closes with it, and the focus is lost (e2e keyboard.spec.ts).
    Select: { defaultProps: dropdownWhenOpen satisfies Partial<SelectProps> },
    MultiSelect: { defaultProps: dropdownWhenOpen satisfies Partial<MultiSelectProps> },
  },
});

/**
 * Darker dimmed, error and placeholder texts than Mantine's defaults, and for every palette colour
 * the filled background and the text shade that reach WCAG AA (`accessibleColors.ts`): badges, light
 * buttons, avatars' initials, alerts and coloured text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    ...Object.fromEntries(
      Object.entries(resolvedTheme.colors).flatMap(([name, colors]) => {
        const shades = findAccessibleShades(colors, PRIMARY_SHADE);
        return [
          [`--mantine-color-${name}-filled`, shades.filled],
          [`--mantine-color-${name}-filled-hover`, shades.filledHover],
          [`--mantine-color-${name}-light-color`, shades.text],
          [`--mantine-color-${name}-outline`, shades.text],
          [`--mantine-color-${name}-text`, shades.text],
        ];
      }),
    ),
  },
  dark: {},
});
