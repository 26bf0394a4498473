/**
 * Small red text (a feed's last error) that stays readable: Mantine's red-6 is 3:1 on white, under
 * the 4.5:1 small text needs; red-8 on light and red-5 on dark are both above it.
 */
export const ERROR_TEXT = 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))';
