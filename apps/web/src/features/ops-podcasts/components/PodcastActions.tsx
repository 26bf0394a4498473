import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PodcastListItem } from '@soundbites/api-types';
import { errorMessage } from '../../../lib/api-context';
import { useSingleFlight } from '../../../lib/single-flight';
import { useRefreshPodcast, useSetPodcastStatus } from '../api/podcasts-api';
import { capitalized, importTally } from '../../../lib/import-tally';

/**
 * `Refresh now` and `Pause`/`Resume` for one podcast, each reporting how it went. Their names start
 * with the words they show (WCAG 2.5.3), so "click Refresh now" works by voice; the title follows.
 */
export function PodcastActions({ podcast }: { podcast: PodcastListItem }) {
  const refresh = useRefreshPodcast();
  const setStatus = useSetPodcastStatus();
  const paused = podcast.status === 'paused';
  const once = useSingleFlight<'refresh' | 'status'>();
  return (
    <Group gap={6}>
      <Button
        size="compact-sm"
        variant="default"
        loading={refresh.isPending}
        aria-label={`Refresh now: ${podcast.title}`}
        onClick={() =>
          once('refresh', () =>
            refresh.mutateAsync(podcast.id).then(
              (result) =>
                notifications.show({
                  color: 'green',
                  title: `${result.title} refreshed`,
                  message:
                    (result.import.status === 'not_modified'
                      ? 'The feed has not changed since the last fetch.'
                      : `${capitalized(importTally(result.import.stats) ?? 'no new or changed episodes')}.`) +
                    (result.import.movedTo ? ` Its feed has moved: from now on it is fetched from ${result.import.movedTo}.` : ''),
                }),
              (error: unknown) =>
                notifications.show({
                  color: 'red',
                  title: `Could not refresh ${podcast.title}`,
                  message: errorMessage(error),
                  autoClose: false,
                }),
            ),
          )
        }
      >
        Refresh now
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        loading={setStatus.isPending}
        aria-label={`${paused ? 'Resume' : 'Pause'} ${podcast.title}`}
        onClick={() =>
          once('status', () =>
            setStatus.mutateAsync({ id: podcast.id, status: paused ? 'active' : 'paused' }).then(
              (result) =>
                notifications.show({
                  title: `${result.title} ${result.status === 'paused' ? 'paused' : 'resumed'}`,
                  message: result.status === 'paused' ? 'It will not be refreshed until resumed.' : 'It is refreshed on schedule again.',
                }),
              (error: unknown) => notifications.show({ color: 'red', title: 'Nothing was changed', message: errorMessage(error) }),
            ),
          )
        }
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
    </Group>
  );
}
