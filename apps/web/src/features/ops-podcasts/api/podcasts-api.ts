import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, useApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { podcastsSearch, type PodcastsSearch } from '../search';

export const podcastKeys = {
  all: ['ops', 'podcasts'] as const,
  list: (search: PodcastsSearch) => ['ops', 'podcasts', 'list', search] as const,
};

export function usePodcastsList(search: PodcastsSearch) {
  const client = useApiClient();
  return useListQuery(search, podcastKeys.list, async (view, signal) =>
    unwrap(await client.GET('/api/ops/podcasts', { params: { query: toApiQuery(view, podcastsSearch.defaults) }, signal })),
  );
}

/** Pausing or resuming changes the podcast's row and the dashboard's counts. */
export function useSetPodcastStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      unwrap(await client.PATCH('/api/ops/podcasts/{id}', { params: { path: { id } }, body: { status } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: podcastKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
      ]),
  });
}

/** A refresh may change the podcast, its episodes and soundbites, and the dashboard. */
export function useRefreshPodcast() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await client.POST('/api/ops/podcasts/{id}/refresh', { params: { path: { id } } })),
    onSettled: () =>
      Promise.all(
        [podcastKeys.all, ['ops', 'episodes'], ['ops', 'soundbites'], ['ops', 'dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
