import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Nothing exists yet: say so and offer the action that fills the list. */
export function EmptyState({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** Things exist, but none match: show the filters that narrowed the list and a way out. */
export function NoMatchState({ what, filters, onClear }: { what: string; filters: string[]; onClear: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="lg">
          No {what} match these filters
        </Title>
        <Group gap={6} justify="center">
          {filters.map((filter) => (
            <Badge key={filter} variant="light" size="lg" tt="none">
              {filter}
            </Badge>
          ))}
        </Group>
        <Button variant="default" onClick={onClear}>
          Clear filters
        </Button>
      </Stack>
    </Paper>
  );
}

/** The load failed: the API's own message, and a retry. */
export function ErrorState({
  what,
  message,
  onRetry,
  retrying,
}: {
  what: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" title={`Could not load ${what}`} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button color="red" variant="light" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
