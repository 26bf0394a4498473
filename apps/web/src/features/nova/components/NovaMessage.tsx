import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page-sized message inside Nova (a podcast withdrawn, a mistyped path), with the ways on inside it. */
export function NovaMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" align="flex-start" maw={560} py="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
      <Group>
        <Button component={Link} to="/nova">
          Go to the feed
        </Button>
        <Button component={Link} to="/nova/search" variant="default">
          Search
        </Button>
      </Group>
    </Stack>
  );
}

/** An unknown /nova/... path: not found, inside Nova so its navigation and player stay. */
export function NovaNotFound() {
  return <NovaMessage title="This page does not exist">There is no Nova page at this address. It may be mistyped.</NovaMessage>;
}
