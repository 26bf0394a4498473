import type { AuditEvent } from '@soundbites/api-types';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeEvent } from '../lib/audit';
import { pastTense } from '../lib/audit-activity';
import { AuditChangeText } from './AuditEventText';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A record's card headed `History`: every audit event of it, newest first — who, when, before → after.
 * Takes the record's `useAuditHistory` query, which its page also reads (who saved last).
 */
export function AuditHistory({
  history,
  whenEmpty = 'No changes recorded yet.',
}: {
  history: Pick<UseQueryResult<AuditEvent[]>, 'data' | 'isPending' | 'error'>;
  /** What to say when no event is recorded, e.g. where a record that imports make without an event came from. */
  whenEmpty?: string;
}) {
  const { data: events, isPending: loading, error } = history;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm" component="section" aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading">
          History
        </Title>
        {loading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading history…
            </Text>
          </Group>
        ) : error ? (
          <Alert color="red" variant="light">
            The history could not be loaded.
          </Alert>
        ) : !events || events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {whenEmpty}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {events.map((event) => (
              <Timeline.Item key={event.id} data-testid="history-entry">
                <Group gap={6} wrap="wrap">
                  <Badge size="sm" variant="light">
                    {pastTense(event.action)}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {event.actorEmail ?? event.actorUid ?? 'unknown'}
                  </Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={event.createdAt}>
                    {dateTime.format(new Date(event.createdAt))}
                  </Text>
                </Group>
                <Stack gap={2} mt={4}>
                  {describeEvent(event).map((change) => (
                    <AuditChangeText key={change.field} change={change} />
                  ))}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
