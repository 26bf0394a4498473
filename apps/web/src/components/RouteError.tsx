import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { chunkLoadFailed } from '../lib/chunk-reload';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (chunkLoadFailed()) {
    // The automatic reload already happened once (or the browser is offline); say what is wrong instead of a stack-ish message.
    return (
      <Stack gap="md" maw={640} role="alert">
        <Title order={1} fz={28}>
          This page could not be loaded
        </Title>
        <Text c="dimmed">Part of Soundbites did not download. Check your connection, then reload.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default">
            Go home
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={640} role="alert">
      <Title order={1} fz={28}>
        Something went wrong
      </Title>
      <Alert color="red" variant="light" title="This page could not be shown">
        <Text size="sm">{error instanceof Error ? error.message : 'Unknown error'}</Text>
      </Alert>
      <Group>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
        <Button component={Link} to="/" variant="default">
          Go home
        </Button>
      </Group>
    </Stack>
  );
}
