import type { AuditEvent } from '@soundbites/api-types';
import { Alert, Badge, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { describeChanges, fieldInWords } from '../lib/audit';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Field names as people say them. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  startSeconds: 'Start (s)',
  durationSeconds: 'Length (s)',
  status: 'Status',
  name: 'Name',
  kind: 'Kind',
  description: 'Description',
  imageUrl: 'Image',
  href: 'Link',
  mergedIntoId: 'Merged into',
  stats: 'Import',
};

function actionLabel(action: string): string {
  const verb = action.split('.').pop() ?? action;
  return verb.replace(/_/g, ' ');
}

interface AuditHistoryProps {
  events: AuditEvent[] | undefined;
  loading: boolean;
  error: unknown;
}

/** Under the heading `History`: every audit event of a record, newest first — who, when, before → after. */
export function AuditHistory({ events, loading, error }: AuditHistoryProps) {
  return (
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
          No changes recorded yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {events.map((event) => (
            <Timeline.Item key={event.id} data-testid="history-entry">
              <Group gap={6} wrap="wrap">
                <Badge size="sm" variant="light">
                  {actionLabel(event.action)}
                </Badge>
                <Text size="sm" fw={600}>
                  {event.actorEmail ?? event.actorUid ?? 'unknown'}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={event.createdAt}>
                  {dateTime.format(new Date(event.createdAt))}
                </Text>
              </Group>
              <Stack gap={2} mt={4}>
                {describeChanges(event.before, event.after).map((change) => (
                  <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                    <Text span c="dimmed" size="xs">
                      {FIELD_LABELS[change.field] ?? fieldInWords(change.field)}:
                    </Text>{' '}
                    {change.before === null ? change.after : `${change.before} → ${change.after}`}
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
