import { Anchor, Button, Divider, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PublicPodcast, PublicPodcastEpisode, PublicSoundbite } from '@soundbites/api-types';
import { episodeRangeName, pageTitle, SEARCH_QUERY_MAX_LENGTH, soundbiteDisplayTitle } from '@soundbites/config';
import { episodeLength, publicationDate } from '@soundbites/config/published';
import { offersEpisodeTools, podcastName, type PodcastEpisodesOrder } from '@soundbites/config/podcast-page';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { formatClock } from '../../../components/player/range';
import { entryKey } from '../../../lib/navigation-focus';
import { AnchorLink } from '../../../components/AnchorLink';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { NewTabLink } from '../../../components/NewTabLink';
import { fullEpisodeLink } from '../../../lib/share-links';
import { usePodcastEpisodes, usePublicPodcast } from '../api/podcast';
import { ShareActions } from './ShareActions';
import { ShareCard } from './ShareCard';
import { AboutSection } from './AboutSection';
import { ShareRecordState } from './ShareStates';

/** `/share?podcast=…`: a show's public page, where a listener finds its other episodes and moments. */
export function SharedPodcast({ id }: { id: string }) {
  const query = usePublicPodcast(id);
  if (!query.isSuccess) return <ShareRecordState query={query} what="podcast" />;
  return <PodcastView podcast={query.data} />;
}

// Inline, not a CSS module: the server's first paint of this page draws the same lists with the same styles.
const LIST_RESET = { listStyle: 'none', margin: 0, padding: 0 };
/** Episodes read as one list: a rule between rows, none above the first or below the last. */
const EPISODE_RULE = '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))';

const episodeCount = (count: number) => (count === 1 ? '1 episode' : `${count.toLocaleString('en-US')} episodes`);

function PodcastView({ podcast }: { podcast: PublicPodcast }) {
  useDocumentTitle(pageTitle(podcastName(podcast.title)));
  const url = new URL(`/share?podcast=${encodeURIComponent(podcast.id)}`, window.location.origin).href;
  const description = podcast.description ? DOMPurify.sanitize(podcast.description) : '';
  return (
    <ShareCard
      art={{ imageUrl: podcast.imageUrl, podcastTitle: podcast.title }}
      heading={
        <>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.05em' }}>
            Podcast
          </Text>
          <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {podcastName(podcast.title)}
          </Title>
          {podcast.author ? <Text c="dimmed">By {podcast.author}</Text> : null}
          <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
            <Text size="sm" c="dimmed">
              {episodeCount(podcast.episodeCount)}
            </Text>
            {podcast.link ? (
              <NewTabLink href={podcast.link} size="sm" fw={600}>
                The show’s website
              </NewTabLink>
            ) : null}
          </Group>
        </>
      }
    >
      <ShareActions url={url} title={podcast.title} fullEpisode={null} embedSoundbiteId={null} />

      {description ? (
        <>
          <Divider />
          <AboutSection id="podcast-about-heading" title="About this podcast" html={description} />
        </>
      ) : null}

      {podcast.soundbites.length > 0 ? (
        <>
          <Divider />
          <PodcastSoundbites soundbites={podcast.soundbites} />
        </>
      ) : null}

      <Divider />
      <PodcastEpisodes podcast={podcast} />
    </ShareCard>
  );
}

/** Its newest published moments, each opening its own page, where it plays. */
function PodcastSoundbites({ soundbites }: { soundbites: PublicSoundbite[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="podcast-soundbites-heading">
      <Title order={2} fz="lg" id="podcast-soundbites-heading">
        Latest soundbites
      </Title>
      <Stack gap="sm" component="ul" style={LIST_RESET}>
        {soundbites.map((soundbite) => (
          <li key={soundbite.id}>
            <AnchorLink to="/share" search={{ soundbite: soundbite.id }} fw={600}>
              {soundbiteDisplayTitle(soundbite.title, soundbite.episode.title)}
            </AnchorLink>
            <Text size="sm" c="dimmed">
              {/* Worded as the moment's own page says where it is from and how long it is. */}
              From {episodeRangeName(soundbite.episode.title, true)} · {formatClock(soundbite.durationSeconds)} long
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * How the listener left a show's list (the words typed, the order), per history entry: Back from an
 * episode opened from it returns to the same list, its pages still cached, while a new visit starts afresh.
 */
const listsLeft = new Map<string, { text: string; order: PodcastEpisodesOrder }>();
/** Lists remembered; older entries are forgotten beyond this many. */
const LISTS_KEPT = 50;

/** Every episode, newest first, a page at a time: each opens as a whole episode in the app's player. */
function PodcastEpisodes({ podcast }: { podcast: PublicPodcast }) {
  const entry = useRouterState({ select: (state) => entryKey(state.location) });
  const left = entry ? listsLeft.get(`${entry} ${podcast.id}`) : undefined;
  const [text, setText] = useState(left?.text ?? '');
  const [q] = useDebouncedValue(text.trim(), 250);
  const [order, setOrder] = useState<PodcastEpisodesOrder>(left?.order ?? 'newest');
  useEffect(() => {
    if (!entry) return;
    const key = `${entry} ${podcast.id}`;
    listsLeft.delete(key);
    if (text || order !== 'newest') listsLeft.set(key, { text, order });
    if (listsLeft.size > LISTS_KEPT) listsLeft.delete(listsLeft.keys().next().value!);
  }, [entry, podcast.id, text, order]);
  const episodes = usePodcastEpisodes(podcast.id, { q, order });
  const items = episodes.data?.pages.flatMap((page) => page.items) ?? [];
  const total = episodes.data?.pages.at(-1)?.total ?? podcast.episodeCount;
  // What is shown answers words typed before, or the other order (kept while the new list is looked up,
  // so the page does not jump): dimmed and busy until the answer comes.
  const stale = episodes.isPlaceholderData || text.trim() !== q;
  // The count of what is shown stays as it was until the answer comes: it changes, and is announced, once.
  const [settledCount, setSettledCount] = useState('');
  const count = shownCount(items.length, total, q);
  if (!stale && count !== settledCount) setSettledCount(count);
  return (
    <Stack gap="sm" component="section" aria-labelledby="podcast-episodes-heading" aria-busy={episodes.isPending || stale}>
      <Title order={2} fz="lg" id="podcast-episodes-heading">
        Episodes
      </Title>
      {offersEpisodeTools(podcast.episodeCount) ? (
        <Group gap="sm">
          <TextInput
            aria-label="Find an episode"
            placeholder="Find an episode"
            type="search"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            maw={360}
            style={{ flex: '1 1 160px' }}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rightSection={episodes.isFetching && !episodes.isFetchingNextPage ? <Loader size="xs" /> : null}
          />
          {/* A serial is heard from its start: pressed, the list runs from the first episode. */}
          <Button
            variant={order === 'oldest' ? 'light' : 'default'}
            aria-pressed={order === 'oldest'}
            onClick={() => setOrder(order === 'oldest' ? 'newest' : 'oldest')}
          >
            Oldest first
          </Button>
        </Group>
      ) : null}
      {episodes.isError && items.length === 0 ? (
        <LoadErrorAlert title="The episodes could not be loaded" onRetry={() => void episodes.refetch()} />
      ) : episodes.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the episodes…
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" role="status" style={staleStyle(stale)}>
          {q ? `No episode’s title has “${q}”.` : 'This podcast has no episodes yet.'}
        </Text>
      ) : (
        <>
          <Stack gap={0} component="ol" style={{ ...LIST_RESET, ...staleStyle(stale) }}>
            {items.map((episode, index) => (
              <EpisodeRow key={episode.id} episode={episode} first={index === 0} />
            ))}
          </Stack>
          <Group gap="md" justify="space-between">
            {/* Announced as more arrive, so a screen reader hears what "Show more" and the search did. */}
            <Text size="sm" c="dimmed" role="status" style={staleStyle(stale)}>
              {stale ? settledCount : count}
            </Text>
            {episodes.hasNextPage ? (
              <Button variant="light" loading={episodes.isFetchingNextPage} disabled={stale} onClick={() => void episodes.fetchNextPage()}>
                Show more episodes
              </Button>
            ) : null}
          </Group>
          {episodes.isFetchNextPageError ? (
            <LoadErrorAlert title="More episodes could not be loaded" onRetry={() => void episodes.fetchNextPage()} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** "Showing 20 of 138 episodes", or of those found: "3 episodes with “harbour” in their titles". */
function shownCount(shown: number, total: number, q: string): string {
  const found = q ? ` with “${q}” in ${total === 1 ? 'its title' : 'their titles'}` : '';
  return shown < total ? `Showing ${shown} of ${episodeCount(total)}${found}` : `${q ? '' : 'All '}${episodeCount(total)}${found}`;
}

const staleStyle = (stale: boolean) => (stale ? { opacity: 0.55, transition: 'opacity 150ms' } : undefined);

function EpisodeRow({ episode, first }: { episode: PublicPodcastEpisode; first: boolean }) {
  const facts = [publicationDate(episode.publishedAt), episodeLength(episode.durationSeconds)].filter(Boolean).join(' · ');
  // No art per row: most feeds give every episode the show's, which would only repeat the page's own.
  return (
    <Stack gap={2} component="li" py="sm" style={first ? undefined : { borderTop: EPISODE_RULE }}>
      <Anchor renderRoot={(props) => <Link {...props} {...fullEpisodeLink(episode)} />} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {episodeRangeName(episode.title, true)}
      </Anchor>
      {facts ? (
        <Text size="sm" c="dimmed">
          {facts}
        </Text>
      ) : null}
    </Stack>
  );
}
