import { PAGE_PRELOAD_GLOBAL } from '@soundbites/config';
import type { QueryClient } from '@tanstack/react-query';

interface PagePreload {
  queries?: Array<[queryKey: unknown[], data: unknown]>;
}

/**
 * Puts the data the server rendered the page from into the query cache, so the first render shows
 * the same content as the server's look-alike instead of a loading state.
 */
export function applyServerPreload(queryClient: QueryClient): void {
  const preload = (window as unknown as Record<string, PagePreload | undefined>)[PAGE_PRELOAD_GLOBAL];
  for (const [queryKey, data] of preload?.queries ?? []) queryClient.setQueryData(queryKey, data);
}
