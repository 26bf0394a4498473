import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start" maw={560} py="xl">
      <Text c="violet" fw={700} size="sm">
        404
      </Text>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        This page does not exist
      </Title>
      <Text c="dimmed" size="lg">
        The link may be mistyped, or the page may have moved.
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
