import { unwrap, useApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { episodesSearch, type EpisodesSearch } from '../search';

export const episodeKeys = {
  all: ['ops', 'episodes'] as const,
  list: (search: EpisodesSearch) => ['ops', 'episodes', 'list', search] as const,
};

export function useEpisodesList(search: EpisodesSearch) {
  const client = useApiClient();
  return useListQuery(search, episodeKeys.list, async (view, signal) =>
    unwrap(await client.GET('/api/ops/episodes', { params: { query: toApiQuery(view, episodesSearch.defaults) }, signal })),
  );
}

/** Pages of the list's current view (search, filters, sort), for its CSV export. */
export function useEpisodePages(search: EpisodesSearch) {
  const client = useApiClient();
  return async (page: number, pageSize: number) =>
    unwrap(
      await client.GET('/api/ops/episodes', { params: { query: { ...toApiQuery(search, episodesSearch.defaults), page, pageSize } } }),
    );
}
