import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY, colorSchemeManager, theme } from '../lib/theme';
import { ThemeControl } from './ThemeControl';

function renderControl() {
  return render(
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <ThemeControl />
    </MantineProvider>,
  );
}

describe('ThemeControl', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('is light by default', () => {
    renderControl();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('switches to dark and remembers the choice', async () => {
    renderControl();
    await userEvent.click(screen.getByText('Dark'));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('restores a remembered choice, including Auto', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    renderControl();
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();
  });

  it('takes over a choice the server look-alike stored while the app was rendering', async () => {
    // Stores the choice after the provider has read the stored one, as a click on the look-alike does.
    function ChoiceMadeMeanwhile() {
      window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
      return null;
    }
    render(
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <ChoiceMadeMeanwhile />
        <ThemeControl />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('is labelled for assistive technology', () => {
    renderControl();
    expect(screen.getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });
});
