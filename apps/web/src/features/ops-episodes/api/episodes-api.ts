import { unwrap, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { episodesSearch, type EpisodesSearch } from '../search';

export const episodeKeys = {
  all: ['ops', 'episodes'] as const,
  list: (search: EpisodesSearch) => ['ops', 'episodes', 'list', search] as const,
};

/** One page of the list as `search` shows it (its filters and sort), at `page` of `pageSize` rows. */
async function fetchPage(client: AppApiClient, search: EpisodesSearch, page?: { page: number; pageSize: number }, signal?: AbortSignal) {
  const query = { ...toApiQuery(search, episodesSearch.defaults), ...page };
  return unwrap(await client.GET('/api/ops/episodes', { params: { query }, signal }));
}

export function useEpisodesList(search: EpisodesSearch) {
  const client = useApiClient();
  return useListQuery(search, episodeKeys.list, (view, signal) => fetchPage(client, view, undefined, signal));
}

/** Pages of the list's current view (search, filters, sort), for its CSV export. */
export function useEpisodePages(search: EpisodesSearch) {
  const client = useApiClient();
  return (page: number, pageSize: number) => fetchPage(client, search, { page, pageSize });
}
