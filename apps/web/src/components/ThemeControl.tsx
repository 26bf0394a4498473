import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { COLOR_SCHEME_OPTIONS } from '@soundbites/config';
import { useEffect } from 'react';
import { colorSchemeManager } from '../lib/theme';
import classes from './ThemeControl.module.css';

function isColorScheme(value: string): value is MantineColorScheme {
  return COLOR_SCHEME_OPTIONS.some((option) => option.value === value);
}

const DATA = COLOR_SCHEME_OPTIONS.map(({ value, label, icon }) => ({
  value,
  label: (
    // The title names the icon for a pointer's hover where the word is out of sight.
    <span className={classes.option} title={label}>
      <svg
        className={classes.icon}
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={icon.stroke} />
        {icon.fill ? <path d={icon.fill} fill="currentColor" stroke="none" /> : null}
      </svg>
      <span className={classes.word}>{label}</span>
    </span>
  ),
}));

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
      data={DATA}
    />
  );
}
