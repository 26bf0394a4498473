import { useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from './api-context';

/** Podcasts and episodes to filter lists by; the API's largest page holds the choices. */
export function usePodcastOptions() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['ops', 'podcasts', 'options'],
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/ops/podcasts', { params: { query: { pageSize: 100, sort: 'title' } }, signal })).items.map(
        (podcast) => ({ value: podcast.id, label: podcast.title }),
      ),
    staleTime: 60_000,
    retry: retryTransient,
  });
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
