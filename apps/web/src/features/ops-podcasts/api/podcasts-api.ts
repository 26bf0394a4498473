import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { podcastsSearch, type PodcastsSearch } from '../search';

export const podcastKeys = {
  all: ['ops', 'podcasts'] as const,
  list: (search: PodcastsSearch) => ['ops', 'podcasts', 'list', search] as const,
  detail: (id: string) => ['ops', 'podcasts', 'detail', id] as const,
};

/** A podcast's history: pausing, resuming and corrections write to it. */
const podcastHistoryKey = ['ops', 'audit', 'podcast'] as const;

/** One page of the list as `search` shows it (its filters and sort), at `page` of `pageSize` rows. */
async function fetchPage(client: AppApiClient, search: PodcastsSearch, page?: { page: number; pageSize: number }, signal?: AbortSignal) {
  const query = { ...toApiQuery(search, podcastsSearch.defaults), ...page };
  return unwrap(await client.GET('/api/ops/podcasts', { params: { query }, signal }));
}

export function usePodcastsList(search: PodcastsSearch) {
  const client = useApiClient();
  return useListQuery(search, podcastKeys.list, (view, signal) => fetchPage(client, view, undefined, signal));
}

/** One podcast with its counts and people, for its page. */
export function usePodcast(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: podcastKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/ops/podcasts/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
  });
}

/** How many of a podcast's newest episodes its page lists. */
export const LATEST_EPISODES = 5;

/** A podcast's newest episodes, for its page (the Episodes list, filtered to it, has them all). */
export function useLatestEpisodes(podcastId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['ops', 'episodes', 'latest', podcastId],
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/api/ops/episodes', {
          params: { query: { podcastId, sort: '-publishedAt', pageSize: LATEST_EPISODES } },
          signal,
        }),
      ),
    retry: retryTransient,
  });
}

/** Pausing or resuming changes the podcast's row and page, its history and the dashboard's counts. */
export function useSetPodcastStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      unwrap(await client.PATCH('/api/ops/podcasts/{id}', { params: { path: { id } }, body: { status } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: podcastKeys.all }),
        queryClient.invalidateQueries({ queryKey: podcastHistoryKey }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
      ]),
  });
}

/**
 * A new feed URL, for a feed that moved without saying so: it changes the podcast's row and page and
 * its history. The caller refreshes from the new address next.
 */
export function useChangeFeedUrl() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // acceptOtherTitle: staff were told the new address's feed has another title, and take it.
    mutationFn: async ({ id, feedUrl, acceptOtherTitle }: { id: string; feedUrl: string; acceptOtherTitle?: boolean }) =>
      unwrap(await client.PATCH('/api/ops/podcasts/{id}', { params: { path: { id } }, body: { feedUrl, acceptOtherTitle } })),
    onSuccess: (podcast) => queryClient.setQueryData(podcastKeys.detail(podcast.id), podcast),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: podcastKeys.all }),
        queryClient.invalidateQueries({ queryKey: podcastHistoryKey }),
      ]),
  });
}

type RefreshResult = Awaited<ReturnType<typeof refreshPodcast>>;

async function refreshPodcast(client: AppApiClient, id: string) {
  return unwrap(await client.POST('/api/ops/podcasts/{id}/refresh', { params: { path: { id } } }));
}

/**
 * A refresh may change the podcast, its episodes and soundbites, and the dashboard. `reports` hear
 * how each refresh went even when the component that started it is gone by then (callbacks given
 * to mutate are not called after it unmounts).
 */
export function useRefreshPodcast(reports: { onSuccess?: (result: RefreshResult) => void; onError?: (error: Error) => void } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => refreshPodcast(client, id),
    onSuccess: reports.onSuccess,
    onError: reports.onError,
    onSettled: () =>
      Promise.all(
        [podcastKeys.all, ['ops', 'episodes'], ['ops', 'soundbites'], ['ops', 'dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Deleting a podcast takes its episodes and soundbites with it: every list and count may change. */
export function useDeletePodcast() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await client.DELETE('/api/ops/podcasts/{id}', { params: { path: { id } } })),
    onSuccess: (deleted) => queryClient.removeQueries({ queryKey: podcastKeys.detail(deleted.id) }),
    onSettled: () =>
      Promise.all(
        [
          podcastKeys.all,
          ['ops', 'episodes'],
          ['ops', 'soundbites'],
          ['ops', 'entities'],
          ['ops', 'dashboard'],
          ['ops', 'audit'],
          ['ops', 'search'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Pages of the list's current view (search, filters, sort), for its CSV export. */
export function usePodcastPages(search: PodcastsSearch) {
  const client = useApiClient();
  return (page: number, pageSize: number) => fetchPage(client, search, { page, pageSize });
}
