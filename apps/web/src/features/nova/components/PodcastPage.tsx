import { ActionIcon, Anchor, Button, Card, Group, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '@soundbites/config';
import type { NovaEpisode, NovaSoundbite } from '@soundbites/api-types';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { counted } from '../../../lib/counted';
import { PodcastArt } from '../../../components/PodcastArt';
import { isBadRequest, isNotFound } from '../../../lib/api-context';
import { undoAbout, useNovaPodcast, useOlderPodcastEpisodes, useSetFollowing } from '../api/nova-api';
import { usePlayer } from '../player/PlayerProvider';
import { PauseIcon, PlayIcon } from './icons';
import { EpisodeTitle, episodeFacts } from './EpisodeTitle';
import { FollowButton } from './SoundbiteCard';
import { EmptyState, ListSkeleton, LoadError, SoundbiteList } from './SoundbiteList';
import { NovaMessage } from './NovaMessage';
import { useOfferUndo } from './UndoProvider';
import { NewTabLink } from '../../../components/NewTabLink';

/** A podcast as listeners see it: who makes it, its published soundbites and its latest episodes. */
export function PodcastPage({ id }: { id: string }) {
  const view = useNovaPodcast(id);
  // Named once known, so a tab or a history entry says which podcast it is.
  useDocumentTitle(pageTitle(`${view.data?.podcast.title ?? 'Podcast'} · Nova`));
  const setFollowing = useSetFollowing();
  const offerUndo = useOfferUndo();
  const [olderAsked, setOlderAsked] = useState(false);
  const older = useOlderPodcastEpisodes(id, olderAsked);
  // The first of the episodes a "Show more" brought takes the focus: reading goes on from there.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const olderLoaded = older.data?.pages.length ?? 0;
  useEffect(() => {
    if (focusFrom === null || older.isFetching) return;
    const rows = document.querySelectorAll('#podcast-episodes tbody tr');
    if (rows.length > focusFrom) rows[focusFrom]?.querySelector<HTMLElement>('a[href]')?.focus();
    setFocusFrom(null);
  }, [focusFrom, olderLoaded, older.isFetching]);
  if (view.isPending) return <ListSkeleton label="Loading the podcast" />;
  if (view.isError) {
    // A link with something other than a podcast id in it names no podcast either: the API refuses
    // it as a bad request, which trying again can never mend.
    return isNotFound(view.error) || isBadRequest(view.error) ? (
      <NovaMessage title="This podcast is not available">It may have been withdrawn, or the link may be incomplete.</NovaMessage>
    ) : (
      <LoadError what="The podcast" retry={() => void view.refetch()} />
    );
  }
  const { podcast, soundbites, episodeCount } = view.data;
  const episodes = withOlder(
    view.data.episodes,
    older.data?.pages.flatMap((page) => page.items),
  );
  const moreEpisodes = older.data ? older.hasNextPage : episodeCount > episodes.length;
  const showMoreEpisodes = () => {
    setFocusFrom(episodes.length);
    if (olderAsked) void older.fetchNextPage();
    else setOlderAsked(true);
  };
  const summary = { id: podcast.id, title: podcast.title, author: podcast.author, imageUrl: podcast.imageUrl };
  const anyPlayable = episodes.some((episode) => episode.soundbiteCount > 0);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <PodcastArt imageUrl={podcast.imageUrl} podcastTitle={podcast.title} size={96} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
            {podcast.title}
          </Title>
          {podcast.author ? <Text c="dimmed">{podcast.author}</Text> : null}
          <Group gap="sm">
            <FollowButton
              podcastTitle={podcast.title}
              following={podcast.following}
              onClick={() => {
                const following = !podcast.following;
                setFollowing.mutate({ podcast: summary, following });
                if (!following) {
                  offerUndo(
                    `Unfollowed ${podcast.title}`,
                    () => setFollowing.mutate({ podcast: summary, following: true }),
                    undoAbout.following(podcast.id),
                  );
                }
              }}
            />
            {podcast.link ? (
              <NewTabLink href={podcast.link} size="sm">
                Website
              </NewTabLink>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {podcast.description ? (
        <Typography fz="sm" c="dimmed">
          <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(podcast.description) }} />
        </Typography>
      ) : null}
      {/* Its soundbites come first and can be many: the episodes are a jump away, not a long scroll. */}
      {soundbites.length > 3 && episodes.length > 0 ? (
        <Group gap="md" component="nav" aria-label="On this page">
          <Anchor href="#podcast-episodes" size="sm" fw={600}>
            Go to its episodes
          </Anchor>
        </Group>
      ) : null}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Soundbites
        </Title>
        <SoundbiteList
          source={`podcast:${podcast.id}`}
          label={`Soundbites of ${podcast.title}`}
          items={soundbites}
          podcastShown={false}
          empty={<EmptyState title="No soundbites yet">Nothing from this podcast has been published so far.</EmptyState>}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-label="Episodes" id="podcast-episodes" tabIndex={-1}>
        <Group gap="xs" align="baseline">
          <Title order={2} fz="lg">
            Episodes
          </Title>
          {episodeCount > 0 ? (
            <Text size="sm" c="dimmed">
              {counted(episodeCount, 'episode', 'episodes')}, newest first
            </Text>
          ) : null}
        </Group>
        {episodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No episodes.
          </Text>
        ) : (
          <Card withBorder radius="lg" padding={0}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Tbody>
                {episodes.map((episode) => (
                  <Table.Tr key={episode.id}>
                    {/* Only a list with soundbites to play keeps a column for their buttons. */}
                    {anyPlayable ? (
                      <Table.Td w={56} pe={0}>
                        <EpisodePlayButton
                          queue={`podcast:${podcast.id}:episode:${episode.id}`}
                          episode={episode}
                          soundbites={soundbites.filter((soundbite) => soundbite.episode.id === episode.id)}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <EpisodeTitle episode={episode} />
                      <Text size="xs" c="dimmed">
                        {episodeFacts(episode)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
        {older.isError && !older.isFetching ? (
          <Group gap="sm">
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              The older episodes could not be loaded.
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => void (older.data ? older.fetchNextPage() : older.refetch())}>
              Try again
            </Button>
          </Group>
        ) : moreEpisodes ? (
          <Button variant="light" size="sm" style={{ alignSelf: 'flex-start' }} loading={older.isFetching} onClick={showMoreEpisodes}>
            Show more episodes ({(episodeCount - episodes.length).toLocaleString()} older)
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The episodes the page came with, then the older ones loaded since (each once: new episodes shift the pages). */
function withOlder(first: NovaEpisode[], older: NovaEpisode[] | undefined): NovaEpisode[] {
  if (!older) return first;
  const seen = new Set(first.map((episode) => episode.id));
  return [...first, ...older.filter((episode) => !seen.has(episode.id) && seen.add(episode.id))];
}

/** An episode plays its own soundbites, in order, as a queue of their own; while they play it pauses them. */
function EpisodePlayButton({
  queue,
  episode,
  soundbites,
}: {
  queue: string;
  episode: { id: string; title: string };
  soundbites: NovaSoundbite[];
}) {
  const player = usePlayer();
  if (soundbites.length === 0) return null;
  const playingIt = player.playing && player.current?.episode.id === episode.id;
  return (
    <ActionIcon
      size={36}
      radius="xl"
      variant="light"
      aria-label={`${playingIt ? 'Pause' : 'Play'} the soundbites of “${episode.title}”`}
      onClick={() => (playingIt ? player.toggle() : player.playFromList(queue, soundbites, 0))}
    >
      {playingIt ? <PauseIcon /> : <PlayIcon />}
    </ActionIcon>
  );
}
