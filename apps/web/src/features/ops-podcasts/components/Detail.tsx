import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's card: its name in a narrow column, its value beside it. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="baseline" wrap="nowrap">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
