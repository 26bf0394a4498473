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

describe('gray light variant in dark mode', () => {
  it('is a chip lighter than the page and card surfaces, its text at 4.5:1 or more', () => {
    const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    const [r, g, b, alpha] = /rgba\(([^)]+)\)/.exec(vars.dark['--mantine-color-gray-light']!)![1]!.split(',').map(Number);
    const over = (surface: string) =>
      '#' +
      [r!, g!, b!]
        .map((channel, i) => Math.round(alpha! * channel + (1 - alpha!) * parseInt(surface.slice(1 + 2 * i, 3 + 2 * i), 16)))
        .map((channel) => channel.toString(16).padStart(2, '0'))
        .join('');
    const text = DEFAULT_THEME.colors.gray[3];
    expect(vars.dark['--mantine-color-gray-light-color']).toBe('var(--mantine-color-gray-3)');
    // The page (dark 7) and cards and table rows (dark 6).
    for (const surface of [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]]) {
      const chip = over(surface);
      expect(contrast(chip, surface)).toBeGreaterThan(1.3);
      expect(contrast(text, chip)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('field error text', () => {
  it('reads at 4.5:1 or more on the page and card surfaces of both schemes', () => {
    const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    const shade = (value: string | undefined) => {
      const [, color, index] = /--mantine-color-(\w+)-(\d)/.exec(value ?? '')!;
      return DEFAULT_THEME.colors[color as 'red'][Number(index)]!;
    };
    expect(contrast(shade(vars.light['--mantine-color-error']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const surface of [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]]) {
      expect(contrast(shade(vars.dark['--mantine-color-error']), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
