import { unwrap, useApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { activitySearch, periodInstants, type ActivitySearch } from '../search';

export const activityKeys = {
  list: (search: ActivitySearch) => ['ops', 'audit', 'list', search] as const,
};

export function useActivityList(search: ActivitySearch) {
  const client = useApiClient();
  return useListQuery(search, activityKeys.list, async (view, signal) =>
    unwrap(
      await client.GET('/api/ops/audit', {
        params: { query: { ...toApiQuery(view, activitySearch.defaults), ...periodInstants(view.from, view.to) } },
        signal,
      }),
    ),
  );
}
