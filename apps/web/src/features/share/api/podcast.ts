import type { PublicPodcast, PublicPodcastEpisodePage } from '@soundbites/api-types';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PODCAST_EPISODES_PAGE_SIZE,
  podcastEpisodesQueryKey,
  podcastQueryKey,
  type PodcastEpisodesOrder,
} from '@soundbites/config/podcast-page';
import { retryTransient, unwrap, useApiClient } from '../../../lib/api-context';

export function usePublicPodcast(id: string) {
  const client = useApiClient();
  return useQuery<PublicPodcast>({
    queryKey: podcastQueryKey(id),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/podcasts/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
  });
}

/**
 * The podcast's episodes, newest first unless asked otherwise, a page at a time as the listener asks for
 * more; with `q`, those whose titles have its words. The episodes shown before stay while the next are looked up.
 */
export function usePodcastEpisodes(id: string, { q, order }: { q: string; order: PodcastEpisodesOrder }) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: podcastEpisodesQueryKey(id, { q, order }),
    queryFn: async ({ pageParam, signal }): Promise<PublicPodcastEpisodePage> =>
      unwrap(
        await client.GET('/api/public/podcasts/{id}/episodes', {
          params: {
            path: { id },
            query: { page: pageParam, pageSize: PODCAST_EPISODES_PAGE_SIZE, ...(q ? { q } : {}), ...(order === 'oldest' ? { order } : {}) },
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}
