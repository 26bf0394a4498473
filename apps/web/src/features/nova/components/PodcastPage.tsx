import { ActionIcon, Anchor, Card, Group, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '@soundbites/config';
import type { NovaSoundbite } from '@soundbites/api-types';
import DOMPurify from 'dompurify';
import { PodcastArt } from '../../../components/PodcastArt';
import { isBadRequest, isNotFound } from '../../../lib/api-context';
import { useNovaPodcast, useSetFollowing } from '../api/nova-api';
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
  const { podcast, soundbites, episodes } = view.data;
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
                if (!following) offerUndo(`Unfollowed ${podcast.title}`, () => setFollowing.mutate({ podcast: summary, following: true }));
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
        <Title order={2} fz="lg">
          Episodes
        </Title>
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
      </Stack>
    </Stack>
  );
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
