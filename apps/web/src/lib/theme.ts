import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { ANCHOR_COLOR_DARK, DIMMED_TEXT_DARK, DIMMED_TEXT_LIGHT } from '@soundbites/config';
import { LIGHT_VARIANT_TEXT } from './colors';

/** Must match the key read by the inline script in index.html, which applies it before the first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'soundbites-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Mantine's own transitions (the FAQ opening, the colour scheme switch's indicator) follow the
  // visitor's "reduce motion" setting, as the app's own CSS does.
  respectReducedMotion: true,
  components: {
    // The × of every dialog: without a name a screen reader announces only "button". A plain object,
    // not Modal.extend, so the public pages' bundle does not take in the Modal component.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A searchable select's list opens when it is clicked, typed in or opened from the keyboard, not as
    // Tab passes through it: opened on focus it covered the controls below (the editor's Undo and Redo).
    Select: { defaultProps: { openOnFocus: false } },
  },
});

/**
 * Readable dimmed text and links: the server's first paint sets the same values. In light mode the
 * light variant's text of green, orange and teal is darkened to reach 4.5:1 on its background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT_LIGHT,
    // Field errors are small text: Mantine's red (shade 6) is 3.3:1 on white, shade 9 over 5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Placeholders say what a box is for ("Find in the transcript"): Mantine's gray is 2.1:1 on white.
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {
    '--mantine-color-dimmed': DIMMED_TEXT_DARK,
    // On the dark surfaces a light red reads; Mantine's shade 8 is 3.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // 4.5:1 on a field's dark gray, where Mantine's placeholder is 2.4:1.
    '--mantine-color-placeholder': '#969696',
    '--mantine-color-anchor': ANCHOR_COLOR_DARK,
    // Gray's light variant (draft, paused, unchanged badges) is darker than the surfaces it sits on in
    // dark mode, a hole rather than a chip: a lighter tint of the same gray keeps it a chip.
    '--mantine-color-gray-light': 'rgba(134, 142, 150, 0.22)',
    '--mantine-color-gray-light-hover': 'rgba(134, 142, 150, 0.3)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-3)',
  },
});
