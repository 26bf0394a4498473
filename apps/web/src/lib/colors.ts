/**
 * Small red text (a feed's last error) that stays readable: Mantine's red-6 is 3:1 on white, under
 * the 4.5:1 small text needs; red-8 on light and red-5 on dark are both above it.
 */
export const ERROR_TEXT = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))';

/**
 * The text of Mantine's light variant (badges, alerts) in light mode, for the colours whose shade 9 is
 * under 4.5:1 on their own shade-1 background (green 3.8:1, orange 3.6:1, teal 4.3:1, yellow 2.7:1): the
 * same hues darkened to about 5:1, so an 11 px "active" or "published" badge, or a namesake warning's
 * title, reads. The theme sets them.
 */
export const LIGHT_VARIANT_TEXT = { green: '#247434', orange: '#b23b0c', teal: '#077554', yellow: '#8a5a00' } as const;

/**
 * Orange text that warns (unsaved changes): the badges' orange on a light card (6:1; Mantine's
 * orange-7 is 3:1) and orange-6 on a dark one (5.3:1; orange-7 is 4.46:1).
 */
export const WARNING_TEXT = `light-dark(${LIGHT_VARIANT_TEXT.orange}, var(--mantine-color-orange-6))`;
