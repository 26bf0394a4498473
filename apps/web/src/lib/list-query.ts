import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { retryTransient } from './api-context';
import { DEFAULT_PAGE_SIZE, type ListSearchBase } from './list-search';

interface Page {
  total: number;
}

/**
 * A server-paged list keyed by its URL search params: a new view is a new cache entry, the
 * previous page stays on screen until the next one arrives, and the next page is fetched
 * ahead so that clicking Next shows it at once.
 */
export function useListQuery<S extends ListSearchBase<string>, T extends Page>(
  search: S,
  keyOf: (search: S) => readonly unknown[],
  fetchPage: (search: S, signal: AbortSignal) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(search),
    queryFn: ({ signal }) => fetchPage(search, signal),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  // The latest view and fetcher, read when the page's total is known (they change every render).
  const latest = useRef({ search, keyOf, fetchPage });
  latest.current = { search, keyOf, fetchPage };
  const view = JSON.stringify(search);
  useEffect(() => {
    const { search: current, keyOf: key, fetchPage: fetch } = latest.current;
    const page = current.page ?? 1;
    if (total === undefined || page * (current.pageSize ?? DEFAULT_PAGE_SIZE) >= total) return;
    const next = { ...current, page: page + 1 };
    void queryClient.prefetchQuery({ queryKey: key(next), queryFn: ({ signal }) => fetch(next, signal), retry: false });
  }, [queryClient, view, total]);
  return query;
}

/** Every row of a paged list (its current view), 100 per request, up to `limit`; `truncated` when there were more. */
export async function fetchAllRows<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ rows: T[]; total: number; truncated: boolean }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < limit; page += 1) {
    const result = await fetchPage(page, 100);
    total = result.total;
    rows.push(...result.items);
    if (rows.length >= result.total || result.items.length === 0) break;
  }
  return { rows: rows.slice(0, limit), total, truncated: total > limit };
}
