import { DEFAULT_THEME } from '@mantine/core';
import { PRIMARY_COLOR, PRIMARY_SHADE } from './brandColors';

/** The colours of the installed app (manifest, browser bars, icons), taken from the Mantine theme. */
export interface AppColors {
  /** The theme's primary colour at its primary shade (theme.ts). */
  theme: string;
  /** The page background. */
  background: string;
}

/** Reads the app colours from the theme's palette, so the installed app follows the theme. */
export function resolveAppColors(): AppColors {
  return { theme: DEFAULT_THEME.colors[PRIMARY_COLOR][PRIMARY_SHADE], background: DEFAULT_THEME.white };
}
