import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { counted } from '../../../lib/counted';
import { dateOf } from '../../../lib/dates';
import { episodeLink, podcastEpisodesLink } from '../../../lib/ops-links';
import { LATEST_EPISODES, useLatestEpisodes } from '../api/podcasts-api';

const TRANSCRIPT_STATE = {
  lines: null,
  pending: 'transcript not fetched yet',
  failed: 'transcript failed',
  none: 'no transcript',
} as const;

/** The podcast's newest episodes, each a way to its page (where soundbites are made), and the way to all of them. */
export function LatestEpisodes({ podcastId, episodeCount }: { podcastId: string; episodeCount: number }) {
  const latest = useLatestEpisodes(podcastId);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="latest-episodes-heading">
      <Title order={2} size="h4" id="latest-episodes-heading" mb="sm">
        Latest episodes
      </Title>
      {latest.isPending ? (
        <Loader size="sm" aria-label="Loading the latest episodes" />
      ) : latest.isError ? (
        <LoadErrorAlert title="The episodes could not be loaded" onRetry={() => void latest.refetch()} />
      ) : latest.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Its feed has no episodes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {latest.data.items.map((episode) => {
            const transcript = TRANSCRIPT_STATE[episode.transcriptState];
            return (
              <li key={episode.id}>
                <AnchorLink {...episodeLink(episode.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {episode.title.trim() || 'Untitled episode'}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {[
                    episode.publishedAt ? dateOf(episode.publishedAt) : 'no date',
                    counted(episode.soundbiteCount, 'soundbite', 'soundbites'),
                    transcript,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
      {episodeCount > LATEST_EPISODES ? (
        <Group mt="sm">
          <AnchorLink {...podcastEpisodesLink(podcastId)} size="sm">
            All {episodeCount.toLocaleString()} episodes →
          </AnchorLink>
        </Group>
      ) : null}
    </Card>
  );
}
