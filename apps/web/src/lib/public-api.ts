import type { paths, PublicEpisode, PublicSoundbite } from '@soundbites/api-types';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from './api';
import { ApiError, type ApiClient } from './api-client';

export type PublicApiClient = ApiClient<paths>;

/** The client the public pages read from; tests provide one pointed at their own server. */
const PublicApiContext = createContext<PublicApiClient>(api);
export const PublicApiProvider = PublicApiContext.Provider;

/** Unknown ids and bad input will not change on a retry; network trouble and 5xx might. */
function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiError(result.response.status, result.error);
  return result.data;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useFeaturedSoundbites(limit: number) {
  const client = useContext(PublicApiContext);
  return useQuery({
    queryKey: ['public', 'featured', limit],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/featured', { params: { query: { limit } }, signal })).items,
    retry: retryTransient,
  });
}

export function usePublicSoundbite(id: string | undefined) {
  const client = useContext(PublicApiContext);
  return useQuery<PublicSoundbite>({
    queryKey: ['public', 'soundbite', id],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/soundbites/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== undefined,
    retry: retryTransient,
  });
}

export function usePublicEpisode(id: string | undefined) {
  const client = useContext(PublicApiContext);
  return useQuery<PublicEpisode>({
    queryKey: ['public', 'episode', id],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/public/episodes/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== undefined,
    retry: retryTransient,
  });
}
