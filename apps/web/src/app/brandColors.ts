/**
 * The primary colour of the theme, as a Mantine palette name and shade. A module of its own, free of
 * other imports, so the build configuration can read it too (the installed app's colours, pwa.config.ts).
 */
export const PRIMARY_COLOR = 'violet';
/** Shade 7 keeps white text on filled controls above the 4.5:1 contrast ratio. */
export const PRIMARY_SHADE = 7;
