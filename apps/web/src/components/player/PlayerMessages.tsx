import { Alert, Button, Group, Text } from '@mantine/core';
import { WARNING_TEXT } from '../../lib/colors';
import { formatClock } from './range';

interface PlayerMessagesProps {
  error: { message: string; retryable: boolean } | null;
  /** News of the last press of Play (blocked, could not start), gone with the next one. */
  notice: string | null;
  /** Where the audio ends, when it ends before the moment does. */
  cutShort: number | null;
  onRetry: () => void;
}

/** What a player says under its controls: what went wrong (with Try again), or what to know of its audio. */
export function PlayerMessages({ error, notice, cutShort, onRetry }: PlayerMessagesProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm">{error.message}</Text>
          {error.retryable && (
            <Button size="compact-sm" variant="subtle" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <>
      {notice && (
        <Text size="sm" c={WARNING_TEXT} role="status">
          {notice}
        </Text>
      )}
      {cutShort !== null && (
        <Text size="sm" c="dimmed">
          The episode’s audio ends at {formatClock(cutShort)}, before this moment does: it plays to there.
        </Text>
      )}
    </>
  );
}
