import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, findAccessibleShades, MIN_TEXT_CONTRAST } from './accessibleColors';
import { PRIMARY_SHADE } from './brandColors';

const COLOR_NAMES = Object.keys(DEFAULT_THEME.colors);

describe('accessible palette shades (issue 7: WCAG AA colour contrast)', () => {
  it.each(COLOR_NAMES)('gives %s filled surfaces a text colour that reaches AA', (name) => {
    const shades = findAccessibleShades(DEFAULT_THEME.colors[name]!, PRIMARY_SHADE);
    const text = shades.textOnFilled === 'white' ? '#ffffff' : '#000000';
    expect(contrastRatio(shades.filled, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(COLOR_NAMES)('gives %s text that reaches AA on white and on its light tint', (name) => {
    const colors = DEFAULT_THEME.colors[name]!;
    const { text } = findAccessibleShades(colors, PRIMARY_SHADE);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Mantine's light variant: the colour at 10 % over white.
    const { r, g, b } = hexToRgb(colors[PRIMARY_SHADE]!);
    const tint = `rgb(${mix(r, 0.1)}, ${mix(g, 0.1)}, ${mix(b, 0.1)})`;
    expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('keeps the brand violet as it is: its shade already reaches AA with white', () => {
    const violet = DEFAULT_THEME.colors.violet;
    expect(findAccessibleShades(violet, PRIMARY_SHADE)).toMatchObject({
      filled: violet[PRIMARY_SHADE],
      textOnFilled: 'white',
    });
  });
});

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function mix(channel: number, alpha: number) {
  return Math.round(channel * alpha + 255 * (1 - alpha));
}
