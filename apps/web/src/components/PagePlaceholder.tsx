import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  purpose: ReactNode;
  children?: ReactNode;
}

/** Pages whose content arrives in a later release say so, and say what they will be for. */
export function PagePlaceholder({ title, purpose, children }: PagePlaceholderProps) {
  return (
    <Card withBorder padding="xl" radius="lg" maw={720}>
      <Stack gap="sm">
        <Badge variant="light" color="gray" w="fit-content">
          Coming soon
        </Badge>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {purpose}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
