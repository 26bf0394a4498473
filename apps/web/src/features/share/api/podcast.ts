import type { PublicPodcast, PublicPodcastEpisodePage } from '@soundbites/api-types';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from '../../../lib/api-context';

/** Episodes a podcast's page lists at first, and adds with each "Show more episodes". */
export const PODCAST_EPISODES_PAGE_SIZE = 20;

/** The query key of a podcast's page; the server's first paint preloads it under the same key. */
export const podcastQueryKey = (id: string) => ['public', 'podcast', id] as const;

export function usePublicPodcast(id: string) {
  const client = useApiClient();
  return useQuery<PublicPodcast>({
    queryKey: podcastQueryKey(id),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/podcasts/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
  });
}

/** The podcast's episodes, newest first, a page at a time as the listener asks for more. */
export function usePodcastEpisodes(id: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...podcastQueryKey(id), 'episodes', PODCAST_EPISODES_PAGE_SIZE],
    queryFn: async ({ pageParam, signal }): Promise<PublicPodcastEpisodePage> =>
      unwrap(
        await client.GET('/api/public/podcasts/{id}/episodes', {
          params: { path: { id }, query: { page: pageParam, pageSize: PODCAST_EPISODES_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: retryTransient,
  });
}
