import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from '../../../lib/api-context';

/** Episodes offered at once: enough to choose from, few enough to read. */
const CHOICES = 20;

/**
 * Episodes of every podcast whose title matches `typed` (the newest first; the newest of all before
 * anything is typed), each named with its podcast, to start a soundbite from.
 */
export function useEpisodeChoices(typed: string) {
  const client = useApiClient();
  const q = typed.trim();
  return useQuery({
    queryKey: ['ops', 'episodes', 'choices', q],
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/api/ops/episodes', {
          params: { query: { pageSize: CHOICES, sort: '-publishedAt', ...(q ? { q } : {}) } },
          signal,
        }),
      ).items.map((episode) => ({
        value: episode.id,
        label: episode.title.trim() || 'Untitled episode',
        podcast: episode.podcastTitle,
        publishedAt: episode.publishedAt,
      })),
    // The options stay while the next ones load: the list does not blink empty at each key.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: retryTransient,
  });
}
