import { Alert, Badge, Card, Grid, Group, SimpleGrid, Spoiler, Stack, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { PodcastDetail } from '@soundbites/api-types';
import DOMPurify from 'dompurify';
import { useMemo, type ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { AuditHistory } from '../../../components/AuditHistory';
import { PeoplePanel } from '../../../components/ops/PeoplePanel';
import { StatusBadge } from '../../../components/ops/StatusBadge';
import { PodcastArt } from '../../../components/PodcastArt';
import { RecordLoadError, RecordLoading } from '../../../components/RecordStates';
import { useAuditHistory } from '../../../lib/audit';
import { dateOf, dateTime, timeAgo } from '../../../lib/dates';
import { podcastEntitiesLink, podcastEpisodesLink, podcastSoundbitesLink } from '../../../lib/ops-links';
import { shortUrl } from '../../../lib/web-address';
import { listLink } from '../../../lib/list-memory';
import { recordPageTitle } from '../../../lib/titles';
import { usePodcast } from '../api/podcasts-api';
import { DeletePodcast } from './DeletePodcast';
import { LatestEpisodes } from './LatestEpisodes';
import { Detail } from './Detail';
import { FeedUrlDetail } from './FeedUrlDetail';
import { PodcastActions } from './PodcastActions';
import { NewTabLink } from '../../../components/NewTabLink';
import { counted } from '../../../lib/counted';

/** A podcast's page: what its feed says, how its refreshes go, its people, and what staff changed. */
export function PodcastPage({ id }: { id: string }) {
  const query = usePodcast(id);
  useDocumentTitle(recordPageTitle('Podcast', query.data?.title, query.error));
  if (query.isPending) return <RecordLoading label="Loading the podcast…" />;
  if (query.isError) {
    return (
      <RecordLoadError error={query.error} noun="Podcast" id={id}>
        <AnchorLink to="/ops/podcasts">Every podcast</AnchorLink>
      </RecordLoadError>
    );
  }
  return <PodcastView podcast={query.data} />;
}

/** What the status means for staff, beside its badge. */
const STATUS_MEANING: Record<PodcastDetail['status'], string> = {
  active: 'Refreshed on schedule and shown publicly.',
  paused: 'Not refreshed, and not shown publicly, until resumed.',
  failing: 'The last refresh failed; it is tried again on schedule.',
};

function PodcastView({ podcast }: { podcast: PodcastDetail }) {
  const history = useAuditHistory('podcast', podcast.id);
  const description = useMemo(() => (podcast.description ? DOMPurify.sanitize(podcast.description) : ''), [podcast.description]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <AnchorLink {...listLink('/ops/podcasts')} size="sm">
            Podcasts
          </AnchorLink>
        </Text>
        <Group gap="md" align="flex-start" justify="space-between" wrap="wrap">
          <Group gap="md" align="center" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
            <PodcastArt imageUrl={podcast.imageUrl} podcastTitle={podcast.title} size={88} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {podcast.title}
              </Title>
              {podcast.author ? (
                <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {podcast.author}
                </Text>
              ) : null}
              <Group gap={6} wrap="wrap">
                <StatusBadge status={podcast.status} />
                {podcast.explicit ? (
                  <Badge variant="outline" color="gray" tt="none">
                    explicit
                  </Badge>
                ) : null}
                <Text size="sm" c="dimmed">
                  {STATUS_MEANING[podcast.status]}
                </Text>
                {/* The show as listeners find it, to check or to share; a paused one has none. */}
                {podcast.status === 'paused' ? null : (
                  <NewTabLink href={`/share?podcast=${encodeURIComponent(podcast.id)}`} size="sm">
                    Public page
                  </NewTabLink>
                )}
              </Group>
            </Stack>
          </Group>
          <PodcastActions podcast={podcast} />
        </Group>
      </Stack>

      {podcast.lastError ? (
        <Alert color="red" variant="light" title="The last refresh failed" role="status">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {podcast.lastError}
          </Text>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Episodes">
          <AnchorLink
            {...podcastEpisodesLink(podcast.id)}
            fw={600}
            fz="lg"
            aria-label={counted(podcast.episodeCount, 'episode', 'episodes')}
          >
            {podcast.episodeCount.toLocaleString()}
          </AnchorLink>
        </Fact>
        <Fact label="Soundbites">
          <AnchorLink
            {...podcastSoundbitesLink(podcast.id)}
            fw={600}
            fz="lg"
            aria-label={counted(podcast.soundbiteCount, 'soundbite', 'soundbites')}
          >
            {podcast.soundbiteCount.toLocaleString()}
          </AnchorLink>
        </Fact>
        <Fact label="Last checked">
          <Text fw={600} fz="lg" title={podcast.lastFetchedAt ? dateTime(podcast.lastFetchedAt) : undefined}>
            {podcast.lastFetchedAt ? timeAgo(podcast.lastFetchedAt) : 'never'}
          </Text>
        </Fact>
        <Fact label="Added">
          <Text fw={600} fz="lg" title={dateTime(podcast.createdAt)}>
            {dateOf(podcast.createdAt)}
          </Text>
        </Fact>
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <LatestEpisodes podcastId={podcast.id} episodeCount={podcast.episodeCount} />
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="feed-heading">
              <Title order={2} size="h4" id="feed-heading" mb="sm">
                From the feed
              </Title>
              <Stack gap="xs">
                <FeedUrlDetail podcast={podcast} />
                {podcast.link ? (
                  <Detail label="Website">
                    <NewTabLink href={podcast.link} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {shortUrl(podcast.link)}
                    </NewTabLink>
                  </Detail>
                ) : null}
                {podcast.language ? <Detail label="Language">{languageName(podcast.language)}</Detail> : null}
                {podcast.categories.length > 0 ? (
                  <Detail label="Categories">
                    <Group gap={4} wrap="wrap">
                      {podcast.categories.map((category) => (
                        <Badge key={category} variant="light" color="gray" tt="none">
                          {category}
                        </Badge>
                      ))}
                    </Group>
                  </Detail>
                ) : null}
                {podcast.podcastGuid ? <Detail label="Podcast GUID">{podcast.podcastGuid}</Detail> : null}
              </Stack>
              {description ? (
                <Spoiler maxHeight={120} showLabel="Show the whole description" hideLabel="Show less" mt="md">
                  <Typography fz="sm">
                    <div dangerouslySetInnerHTML={{ __html: description }} />
                  </Typography>
                </Spoiler>
              ) : null}
              <Text size="xs" c="dimmed" mt="md">
                These come from the feed, and every refresh writes them again.
              </Text>
            </Card>
            <PeoplePanel
              people={podcast.people}
              title="People & topics"
              empty="Nobody is linked to the podcast itself."
              footer={
                <AnchorLink {...podcastEntitiesLink(podcast.id)} size="sm" mt="sm" display="inline-block">
                  Everyone linked with it, on its episodes and soundbites too →
                </AnchorLink>
              }
            />
            <DeletePodcast podcast={podcast} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AuditHistory history={history} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const languageNames = new Intl.DisplayNames(undefined, { type: 'language' });

/** "en-us" → "American English"; a code the browser does not know stays as the feed wrote it. */
function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Card>
  );
}
