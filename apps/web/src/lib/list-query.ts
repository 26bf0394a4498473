import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryTransient } from './api-context';

/**
 * A server-paged list keyed by its URL search params: a new view is a new cache entry, and
 * the previous page stays on screen until the next one arrives.
 */
export function useListQuery<T>(key: readonly unknown[], fetchPage: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
}
