import { soundbiteDisplayTitle } from '@soundbites/config';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PublicSoundbite } from '@soundbites/api-types';
import { formatRange } from '../../../components/player/range';
import { DeferredSoundbitePlayer } from '../../../components/player/DeferredSoundbitePlayer';
import { useFeaturedSoundbites } from '../../../lib/public-api';
import { AnchorLink } from '../../../components/AnchorLink';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PodcastArt } from '../../../components/PodcastArt';
import { Staged } from '../../../lib/Staged';
import { RangeBadge } from '../../../components/player/RangeBadge';

export const FEATURED_LIMIT = 6;

export function FeaturedSoundbites() {
  const featured = useFeaturedSoundbites(FEATURED_LIMIT);

  return (
    <Stack gap="md" component="section" aria-labelledby="featured-heading">
      <Title order={2} id="featured-heading" fz={{ base: 22, sm: 26 }}>
        Featured soundbites
      </Title>
      {featured.isPending ? (
        <FeaturedSkeleton />
      ) : featured.isError ? (
        <LoadErrorAlert title="Featured soundbites could not be loaded" onRetry={() => void featured.refetch()} />
      ) : featured.data.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600}>No featured soundbites yet</Text>
          <Text size="sm" c="dimmed">
            Our editors have not published any moments so far. Check back soon.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {featured.data.map((soundbite) => (
            <Staged key={soundbite.id}>
              <FeaturedCard soundbite={soundbite} />
            </Staged>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FeaturedCard({ soundbite }: { soundbite: PublicSoundbite }) {
  const title = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
  const range = { startSeconds: soundbite.startSeconds, endSeconds: soundbite.startSeconds + soundbite.durationSeconds };
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={title}>
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <PodcastArt
            imageUrl={soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl}
            podcastTitle={soundbite.podcast.title}
            size={64}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" lh={1.3} lineClamp={3}>
              {/* The title opens the soundbite's page, as the card's Share link does. */}
              <AnchorLink to="/share" search={{ soundbite: soundbite.id }} c="inherit" inherit>
                {title}
              </AnchorLink>
            </Title>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {soundbite.episode.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {soundbite.podcast.title}
            </Text>
          </Stack>
        </Group>
        <Staged>
          <Stack gap="xs">
            <DeferredSoundbitePlayer
              audioUrl={soundbite.episode.audioUrl}
              startSeconds={range.startSeconds}
              endSeconds={range.endSeconds}
              label={title}
              media={{
                title,
                podcastTitle: soundbite.podcast.title,
                episodeTitle: soundbite.episode.title,
                artUrl: soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl,
              }}
            />
            <Group justify="space-between" gap="xs">
              <RangeBadge range={formatRange(range)} />
              <AnchorLink to="/share" search={{ soundbite: soundbite.id }} size="sm" fw={600} aria-label={`Share “${title}”`}>
                Share
              </AnchorLink>
            </Group>
          </Stack>
        </Staged>
      </Stack>
    </Card>
  );
}

function FeaturedSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading featured soundbites">
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Skeleton height={64} width={64} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="90%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </Group>
          <Group gap="sm" mt="lg" wrap="nowrap">
            <Skeleton height={44} width={44} circle />
            <Skeleton height={8} style={{ flex: 1 }} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
