import { Group, Stack, Text, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageMessageProps extends Omit<StackProps, 'title' | 'children'> {
  /** A word above the title ("404"). */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** The ways on, as buttons. */
  actions: ReactNode;
  /**
   * The whole page of the public site (not found, a link that does not work): centred, with room above.
   * The server's first paint of these pages draws the same (lookalike/not-found.ts).
   */
  standalone?: boolean;
}

/** A page-sized message (not found, not available, a link that does not work) with the ways on. */
export function PageMessage({ eyebrow, title, children, actions, standalone, ...stack }: PageMessageProps) {
  const placed = standalone ? { mx: 'auto', py: { base: 'md', sm: 48 } } : { py: 'lg' };
  return (
    <Stack gap="md" align="flex-start" maw={560} {...placed} {...stack}>
      {eyebrow ? (
        <Text c="violet" fw={700} size="sm">
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
