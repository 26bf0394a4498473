import { unwrap, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { activitySearch, periodInstants, type ActivitySearch } from '../search';

export const activityKeys = {
  list: (search: ActivitySearch) => ['ops', 'audit', 'list', search] as const,
};

/** One page of the list as `search` shows it (who, records, period, order), at `page` of `pageSize` rows. */
async function fetchPage(client: AppApiClient, search: ActivitySearch, page?: { page: number; pageSize: number }, signal?: AbortSignal) {
  const query = { ...toApiQuery(search, activitySearch.defaults), ...periodInstants(search.from, search.to), ...page };
  return unwrap(await client.GET('/api/ops/audit', { params: { query }, signal }));
}

export function useActivityList(search: ActivitySearch) {
  const client = useApiClient();
  return useListQuery(search, activityKeys.list, (view, signal) => fetchPage(client, view, undefined, signal));
}

/** Pages of the list's current view, for its CSV export. */
export function useActivityPages(search: ActivitySearch) {
  const client = useApiClient();
  return (page: number, pageSize: number) => fetchPage(client, search, { page, pageSize });
}
