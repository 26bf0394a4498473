import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

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
