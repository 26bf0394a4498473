import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuditEvent, Dashboard } from '@soundbites/api-types';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorMessage } from '../../../lib/api-context';
import { dateTime, timeAgo } from '../../../lib/dates';
import { entityLink, episodeLink, podcastLink, soundbiteLink } from '../../../lib/ops-links';
import { describeAction } from '../activity';
import { useRetryFeed } from '../api/dashboard-api';
import { importErrorMessage } from '../import-errors';
import classes from './Dashboard.module.css';

export function Panel({ title, children, empty }: { title: string; children: ReactNode[]; empty: string }) {
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-label={title}>
      <Title order={2} fz="md" px="md" pt="md" pb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {empty}
        </Text>
      ) : (
        <div className={classes.rows}>{children}</div>
      )}
    </Paper>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <Text size="xs" c="dimmed" title={dateTime(iso)} style={{ whiteSpace: 'nowrap' }}>
      {timeAgo(iso)}
    </Text>
  );
}

export function FailingFeeds({ feeds }: { feeds: Dashboard['failingFeeds'] }) {
  const retry = useRetryFeed();
  return (
    <Panel title="Failing feeds" empty="Every feed fetched cleanly last time.">
      {feeds.map((feed) => (
        <div key={feed.id} className={classes.row}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <AnchorLink {...podcastLink(feed.id)} fw={600} lineClamp={1}>
                {feed.title}
              </AnchorLink>
              <Text size="sm" c="red">
                {feed.lastError ?? 'Unknown error'}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
                {feed.feedUrl}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Retry ${feed.title}`}
              loading={retry.isPending && retry.variables === feed.id}
              onClick={() =>
                retry.mutate(feed.id, {
                  onSuccess: (podcast) =>
                    notifications.show({ color: 'green', title: `${podcast.title} fetched`, message: 'The feed works again.' }),
                  onError: (error) =>
                    notifications.show({ color: 'red', title: `${feed.title} still fails`, message: errorMessage(error) }),
                })
              }
            >
              Retry
            </Button>
          </Group>
        </div>
      ))}
    </Panel>
  );
}

const IMPORT_COLORS = { succeeded: 'green', not_modified: 'gray', failed: 'red' } as const;

export function RecentImports({ imports }: { imports: Dashboard['recentImports'] }) {
  return (
    <Panel title="Recent imports" empty="No feed has been imported yet.">
      {imports.map((item) => (
        <div key={item.id} className={classes.row}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              {item.podcastId ? (
                <AnchorLink {...podcastLink(item.podcastId)} fw={600} lineClamp={1}>
                  {item.podcastTitle ?? item.feedUrl}
                </AnchorLink>
              ) : (
                <Text fw={600} lineClamp={1} style={{ wordBreak: 'break-all' }}>
                  {item.feedUrl}
                </Text>
              )}
              <Text size="xs" c={item.error ? 'red' : 'dimmed'} lineClamp={2}>
                {(item.error && importErrorMessage(item.error)) ??
                  (item.stats
                    ? `${item.stats.episodesCreated ?? 0} new, ${item.stats.episodesUpdated ?? 0} changed episodes · ${item.stats.soundbitesCreated ?? 0} new soundbites`
                    : 'Unchanged since the last fetch')}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <Badge color={IMPORT_COLORS[item.status]} variant="light" tt="none">
                {item.status.replace('_', ' ')}
              </Badge>
              <When iso={item.finishedAt} />
            </Stack>
          </Group>
        </div>
      ))}
    </Panel>
  );
}

function recordLink(event: AuditEvent) {
  switch (event.recordType) {
    case 'soundbite':
      return soundbiteLink(event.recordId);
    case 'podcast':
      return podcastLink(event.recordId);
    case 'episode':
      return episodeLink(event.recordId);
    case 'entity':
      return entityLink(event.recordId);
    default:
      return null;
  }
}

function recordName(event: AuditEvent): string {
  const after = (event.after ?? event.before) as { title?: unknown; name?: unknown } | null;
  const name = after && typeof after === 'object' ? (after.title ?? after.name) : undefined;
  if (typeof name === 'string' && name.trim()) return name;
  return event.recordType === 'soundbite' ? 'an untitled soundbite' : `#${event.recordId.slice(0, 8)}`;
}

export function RecentAudit({ events }: { events: AuditEvent[] }) {
  return (
    <Panel title="Recent activity" empty="Nothing has been changed yet.">
      {events.map((event) => {
        const link = recordLink(event);
        return (
          <div key={event.id} className={classes.row}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" miw={0}>
                <Text span fw={600} size="sm">
                  {event.actorEmail ?? (event.actorUid ? event.actorUid : 'Soundbites')}
                </Text>{' '}
                {describeAction(event)}:{' '}
                {link ? (
                  <AnchorLink {...link} size="sm">
                    {recordName(event)}
                  </AnchorLink>
                ) : (
                  recordName(event)
                )}
              </Text>
              <When iso={event.createdAt} />
            </Group>
          </div>
        );
      })}
    </Panel>
  );
}
