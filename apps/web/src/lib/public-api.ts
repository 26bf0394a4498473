import type { PublicEpisode, PublicSoundbite } from '@soundbites/api-types';
import { useQuery } from '@tanstack/react-query';
import { ApiClientProvider, isNotFound, retryTransient, unwrap, useApiClient, type AppApiClient } from './api-context';

export type PublicApiClient = AppApiClient;
/** The client the public pages read from; tests provide one pointed at their own server. */
export const PublicApiProvider = ApiClientProvider;
export { isNotFound };

export function useFeaturedSoundbites(limit: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['public', 'featured', limit],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/featured', { params: { query: { limit } }, signal })).items,
    retry: retryTransient,
  });
}

export function usePublicSoundbite(id: string | undefined) {
  const client = useApiClient();
  return useQuery<PublicSoundbite>({
    queryKey: ['public', 'soundbite', id],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/soundbites/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== undefined,
    retry: retryTransient,
  });
}

export function usePublicEpisode(id: string | undefined) {
  const client = useApiClient();
  return useQuery<PublicEpisode>({
    queryKey: ['public', 'episode', id],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/episodes/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== undefined,
    retry: retryTransient,
  });
}
