import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_VARIANT_TEXT } from './colors';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('light variant text in light mode', () => {
  it.each(Object.entries(LIGHT_VARIANT_TEXT))('%s reads at 4.5:1 or more on its light background (shade 1)', (color, text) => {
    const background = DEFAULT_THEME.colors[color as keyof typeof LIGHT_VARIANT_TEXT][1];
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    // Mantine's own shade 9 does not, which is why the theme overrides it.
    expect(contrast(DEFAULT_THEME.colors[color as keyof typeof LIGHT_VARIANT_TEXT][9], background)).toBeLessThan(4.5);
  });

  it('is what the theme sets for the light colour scheme only', () => {
    const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    expect(vars.light['--mantine-color-green-light-color']).toBe(LIGHT_VARIANT_TEXT.green);
    expect(vars.dark['--mantine-color-green-light-color']).toBeUndefined();
  });
});
