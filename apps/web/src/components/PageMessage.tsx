import { Group, Stack, Text, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageMessageProps extends Omit<StackProps, 'title' | 'children'> {
  /** A word above the title ("404"). */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** The ways on, as buttons. */
  actions: ReactNode;
}

/** A page-sized message (not found, not available, a link that does not work) with the ways on. */
export function PageMessage({ eyebrow, title, children, actions, ...stack }: PageMessageProps) {
  return (
    <Stack gap="md" align="flex-start" maw={560} py="lg" {...stack}>
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
