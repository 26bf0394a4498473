import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { colorSchemeManager } from '../lib/theme';

const OPTIONS: { label: string; value: MantineColorScheme }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'Auto', value: 'auto' },
];

function isColorScheme(value: string): value is MantineColorScheme {
  return OPTIONS.some((option) => option.value === value);
}

/** Light, dark or follow the system; Mantine's manager remembers the choice in localStorage. */
export function ThemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The server's look-alike of this control works before the app mounts and stores the choice itself.
  // A choice made while the app was rendering (after Mantine read the stored one, before the
  // look-alike was replaced) must not be lost: the mounted control takes over what is stored.
  useEffect(() => {
    const stored = colorSchemeManager.get(colorScheme);
    if (stored !== colorScheme) setColorScheme(stored);
    // Only once, on mount: later choices go through this control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SegmentedControl
      size="xs"
      aria-label="Colour scheme"
      value={colorScheme}
      onChange={(value) => {
        if (isColorScheme(value)) setColorScheme(value);
      }}
      data={OPTIONS}
    />
  );
}
