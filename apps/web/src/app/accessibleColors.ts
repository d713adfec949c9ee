import { darken, luminance, toRgba, type MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/**
 * The light variants' background is the colour at 10 % over white; the check uses 15 % so a light
 * badge on a lightly tinted surface still passes.
 */
const LIGHT_BACKGROUND_ALPHA = 0.15;

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` at `alpha` over white, as an opaque colour. */
function overWhite(color: string, alpha: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (channel: number) => Math.round(channel * alpha + 255 * (1 - alpha));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/** How a palette colour is shown so every text on it, or in it, reaches WCAG AA. */
export interface AccessibleShades {
  /** Background of filled controls, badges and icons. */
  filled: string;
  filledHover: string;
  /** Text on `filled`: white where it reaches AA, else black (yellow, orange, lime). */
  textOnFilled: 'white' | 'black';
  /** Text in the colour on white or on the light variant's tint (light, outline, subtle, anchors). */
  text: string;
}

const cache = new WeakMap<MantineColorsTuple, AccessibleShades>();

/**
 * From the theme's shade (`primaryShade`) towards the darker end of the palette, the first shade
 * that reaches AA: with white text for filled surfaces, and as text on the light tint. Mantine's
 * defaults (shade 7 everywhere) fall short for most hues (teal on white is 3.1:1, yellow 2.1:1).
 */
export function findAccessibleShades(colors: MantineColorsTuple, primaryShade: number): AccessibleShades {
  const cached = cache.get(colors);
  if (cached) return cached;
  const darkerShades = colors.slice(primaryShade);

  const filledIndex = darkerShades.findIndex((shade) => contrastRatio(shade, '#ffffff') >= MIN_TEXT_CONTRAST);
  const filled = filledIndex >= 0 ? darkerShades[filledIndex]! : colors[primaryShade]!;
  const filledHover = filledIndex >= 0 ? (darkerShades[filledIndex + 1] ?? darken(filled, 0.1)) : colors[9]!;

  const tint = overWhite(colors[primaryShade]!, LIGHT_BACKGROUND_ALPHA);
  let text = darkerShades.find((shade) => contrastRatio(shade, tint) >= MIN_TEXT_CONTRAST);
  for (let amount = 0.1; text === undefined; amount += 0.1) {
    const candidate = darken(colors[9]!, amount);
    if (contrastRatio(candidate, tint) >= MIN_TEXT_CONTRAST) text = candidate;
  }

  const shades: AccessibleShades = {
    filled,
    filledHover,
    textOnFilled: filledIndex >= 0 ? 'white' : 'black',
    text,
  };
  cache.set(colors, shades);
  return shades;
}
