import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicEpisode } from '@soundbites/api-types';
import { episodeRangeName } from '@soundbites/config';
import { episodeLength, publishedOn } from '@soundbites/config/published';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { fullEpisodeLink } from '../../../lib/share-links';
import classes from './OtherEpisodes.module.css';

type EpisodeLink = NonNullable<PublicEpisode['nextEpisode']>;

/**
 * The podcast's episodes just before and after this one, under a whole episode, so a listener who
 * liked it goes on without leaving for another app. Shown only when there is at least one.
 */
export function OtherEpisodes({
  podcast,
  previous,
  next,
}: {
  podcast: { id: string; title: string };
  previous: EpisodeLink | null;
  next: EpisodeLink | null;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="other-episodes-heading">
      <Title order={2} fz="lg" id="other-episodes-heading">
        More from {podcast.title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {previous ? (
          <EpisodeCard
            label={
              <>
                <span aria-hidden="true">← </span>Previous episode
              </>
            }
            episode={previous}
          />
        ) : null}
        {next ? (
          <EpisodeCard
            label={
              <>
                Next episode<span aria-hidden="true"> →</span>
              </>
            }
            episode={next}
            className={classes.next}
          />
        ) : null}
      </SimpleGrid>
      <AnchorLink to="/share" search={{ podcast: podcast.id }} size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
        All episodes of {podcast.title}
      </AnchorLink>
    </Stack>
  );
}

function EpisodeCard({ label, episode, className }: { label: ReactNode; episode: EpisodeLink; className?: string }) {
  const facts = [publishedOn(episode.publishedAt), episodeLength(episode.durationSeconds)].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      className={`mantine-focus-auto ${classes.card} ${className ?? ''}`}
      renderRoot={(props) => <Link {...props} {...fullEpisodeLink(episode)} />}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600} lineClamp={2} c="var(--mantine-color-anchor)">
        {episodeRangeName(episode.title, true)}
      </Text>
      {facts ? (
        <Text size="sm" c="dimmed">
          {facts}
        </Text>
      ) : null}
    </Card>
  );
}
