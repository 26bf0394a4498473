import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { opsTitle } from '../../../lib/titles';

/** An unknown /ops/... path: not found, inside the console so its navigation stays. */
export function OpsNotFound() {
  const { pathname } = useLocation();
  useDocumentTitle(opsTitle('Not found'));
  return (
    <Stack gap="md" align="flex-start" maw={560} py="lg">
      <Text c="violet" fw={700} size="sm">
        404
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        This page does not exist
      </Title>
      <Text c="dimmed">
        There is no ops page at <code>{pathname}</code>. It may be mistyped, or the record may have been removed.
      </Text>
      <Group>
        <Button component={Link} to="/ops">
          Go to the dashboard
        </Button>
        <Button component={Link} to="/ops/search" variant="default">
          Search
        </Button>
      </Group>
    </Stack>
  );
}
