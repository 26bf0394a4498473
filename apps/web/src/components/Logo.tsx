import { Group, Text } from '@mantine/core';
import classes from './Logo.module.css';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-violet-6)" />
        <path d="M7 18v-4M11 22V10M15 25V7M19 20v-8M23 23V9M27 17v-2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <Text fw={800} size="lg" className={classes.name}>
        Soundbites
      </Text>
    </Group>
  );
}
