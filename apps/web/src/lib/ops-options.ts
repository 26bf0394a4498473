import { useQuery } from '@tanstack/react-query';
import { feedAddress } from './feed-url';
import { retryTransient, unwrap, useApiClient } from './api-context';

/** Podcasts and episodes to filter lists by; the API's largest page holds the choices. */
export function usePodcastOptions() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['ops', 'podcasts', 'options'],
    queryFn: async ({ signal }) =>
      podcastChoices(unwrap(await client.GET('/api/ops/podcasts', { params: { query: { pageSize: 100, sort: 'title' } }, signal })).items),
    staleTime: 60_000,
    retry: retryTransient,
  });
}

/**
 * Podcasts as choices, labelled by title; podcasts sharing a title (the same show added from two
 * addresses, or two shows of one name) also say where their feed is, so they can be told apart.
 */
export function podcastChoices(podcasts: readonly { id: string; title: string; feedUrl: string }[]): { value: string; label: string }[] {
  const count = new Map<string, number>();
  const key = (title: string) => title.trim().toLowerCase();
  for (const podcast of podcasts) count.set(key(podcast.title), (count.get(key(podcast.title)) ?? 0) + 1);
  return podcasts.map((podcast) => ({
    value: podcast.id,
    label: count.get(key(podcast.title))! > 1 ? `${podcast.title} · ${feedAddress(podcast.feedUrl)}` : podcast.title,
  }));
}

export function useEpisodeOptions(podcastId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['ops', 'episodes', 'options', podcastId],
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/api/ops/episodes', {
          params: { query: { pageSize: 100, sort: '-publishedAt', ...(podcastId ? { podcastId } : {}) } },
          signal,
        }),
      ).items.map((episode) => ({ value: episode.id, label: episode.title })),
    enabled: podcastId !== undefined,
    staleTime: 60_000,
    retry: retryTransient,
  });
}

/**
 * One episode as a filter choice, with its podcast: for an episode in the URL that the options do not
 * list (a link from elsewhere, or one beyond the newest hundred). Asks only when given an id.
 */
export function useEpisodeChoice(episodeId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['ops', 'episode', episodeId, 'choice'],
    queryFn: async ({ signal }) => {
      const episode = unwrap(await client.GET('/api/ops/episodes/{id}', { params: { path: { id: episodeId! } }, signal }));
      return { value: episode.id, label: episode.title.trim() || 'Untitled episode', podcast: episode.podcast };
    },
    enabled: episodeId !== undefined,
    staleTime: 60_000,
    retry: retryTransient,
  });
}

/** "Podcast: Harbour Notes", the chip of a list narrowed to one podcast, once the podcasts are known. */
export function usePodcastChip(): (podcastId: unknown) => string {
  const podcasts = usePodcastOptions();
  return (podcastId) => {
    const title = podcasts.data?.find((option) => option.value === podcastId)?.label;
    return title ? `Podcast: ${title}` : 'One podcast';
  };
}
