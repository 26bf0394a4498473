import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuditEvent, Dashboard } from '@soundbites/api-types';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorMessage } from '../../../lib/api-context';
import { ERROR_TEXT } from '../../../lib/colors';
import { dateTime, timeAgo } from '../../../lib/dates';
import { podcastLink } from '../../../lib/ops-links';
import { compactUrl } from '../../../lib/web-address';
import { AuditEventAction } from '../../../components/AuditEventText';
import { useRetryFeed } from '../api/dashboard-api';
import { useSingleFlight } from '../../../lib/single-flight';
import { importOutcomeLine, quietChecksLine, repeatsLine } from '../import-lines';
import classes from './Dashboard.module.css';

interface PanelProps {
  title: string;
  children: ReactNode[];
  empty: string;
  /** A link beside the title to the whole list, e.g. all activity. */
  more?: ReactNode;
  /** A line under the rows, e.g. what they leave out. */
  footer?: string | null;
}

export function Panel({ title, children, empty, more, footer }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" px="md" pt="md" pb="xs" gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {more}
      </Group>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {empty}
        </Text>
      ) : (
        <div className={classes.rows}>{children}</div>
      )}
      {footer ? (
        <Text size="xs" c="dimmed" px="md" py="sm" className={classes.footer}>
          {footer}
        </Text>
      ) : null}
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
  const once = useSingleFlight<string>();
  return (
    <Panel title="Failing feeds" empty="Every feed fetched cleanly last time.">
      {feeds.map((feed) => (
        <div key={feed.id} className={classes.row}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <AnchorLink {...podcastLink(feed.id)} fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {feed.title}
              </AnchorLink>
              <Text size="sm" c={ERROR_TEXT}>
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
                once(feed.id, () =>
                  retry.mutateAsync(feed.id).then(
                    (podcast) =>
                      notifications.show({ color: 'green', title: `${podcast.title} fetched`, message: 'The feed works again.' }),
                    (error: unknown) =>
                      notifications.show({ color: 'red', title: `${feed.title} still fails`, message: errorMessage(error) }),
                  ),
                )
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

/** `onTryAgain`: opens Add a podcast with the URL of an import that failed before it became a podcast. */
export function RecentImports({
  imports,
  quietChecks,
  onTryAgain,
}: Pick<Dashboard, 'quietChecks'> & { imports: Dashboard['recentImports']; onTryAgain: (feedUrl: string) => void }) {
  return (
    <Panel
      title="Recent imports"
      empty={quietChecks.lastDay > 0 ? 'Nothing new from any feed lately.' : 'No feed has been imported yet.'}
      footer={quietChecksLine(quietChecks)}
    >
      {imports.map((item) => (
        <div key={item.id} className={classes.row}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {/* Titles get two lines, so one that starts like another ("Podcasting 2.0 …") still tells
                them apart at 390 px; the badge and time keep their width. */}
            <Stack gap={2} miw={0}>
              {item.podcastId ? (
                <AnchorLink {...podcastLink(item.podcastId)} fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {item.podcastTitle ?? item.feedUrl}
                </AnchorLink>
              ) : (
                // Not a podcast yet: named by its address, cut in the middle so its host and end both show.
                <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }} title={item.feedUrl}>
                  {compactUrl(item.feedUrl)}
                </Text>
              )}
              <Text size="xs" c={item.error ? ERROR_TEXT : 'dimmed'} lineClamp={2}>
                {importOutcomeLine(item)}
              </Text>
              {item.times > 1 ? (
                <Text size="xs" c="dimmed" title={`The first of them finished ${dateTime(item.firstFinishedAt)}`}>
                  {repeatsLine(item)}
                </Text>
              ) : null}
              {!item.podcastId && item.status === 'failed' ? (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  ta="left"
                  aria-label={`Try again: ${item.feedUrl}`}
                  onClick={() => onTryAgain(item.feedUrl)}
                >
                  Try again
                </Anchor>
              ) : null}
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <Badge color={IMPORT_COLORS[item.status]} variant="light" tt="none" miw="max-content">
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

export function RecentAudit({ events }: { events: AuditEvent[] }) {
  return (
    <Panel
      title="Recent activity"
      empty="Nothing has been changed yet."
      more={
        <AnchorLink to="/ops/activity" size="sm">
          All activity
        </AnchorLink>
      }
    >
      {events.map((event) => {
        return (
          <div key={event.id} className={classes.row}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" miw={0}>
                <Text span fw={600} size="sm">
                  {event.actorEmail ?? (event.actorUid ? event.actorUid : 'Soundbites')}
                </Text>{' '}
                <AuditEventAction event={event} />
              </Text>
              <When iso={event.createdAt} />
            </Group>
          </div>
        );
      })}
    </Panel>
  );
}
