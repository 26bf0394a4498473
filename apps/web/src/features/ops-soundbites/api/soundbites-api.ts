import type { SoundbiteListItem, SoundbitePage } from '@soundbites/api-types';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { fetchAllRows, useListQuery } from '../../../lib/list-query';
import { toApiQuery } from '../../../lib/list-search';
import { soundbitesSearch, type SoundbitesSearch, type SoundbiteStatus } from '../search';

export const soundbiteKeys = {
  all: ['ops', 'soundbites'] as const,
  lists: ['ops', 'soundbites', 'list'] as const,
  list: (search: SoundbitesSearch) => ['ops', 'soundbites', 'list', search] as const,
};

async function fetchPage(client: AppApiClient, query: Record<string, string | number>, signal?: AbortSignal): Promise<SoundbitePage> {
  return unwrap(await client.GET('/api/ops/soundbites', { params: { query }, signal }));
}

export function useSoundbitesList(search: SoundbitesSearch) {
  const client = useApiClient();
  return useListQuery(search, soundbiteKeys.list, (view, signal) => fetchPage(client, toApiQuery(view, soundbitesSearch.defaults), signal));
}

/** Every soundbite that matches the filters (for "select all N that match"), 100 per request. */
export async function fetchAllMatching(client: AppApiClient, search: SoundbitesSearch): Promise<SoundbiteListItem[]> {
  return (await fetchAllRows((page, pageSize) => fetchPage(client, { ...toApiQuery(search, soundbitesSearch.defaults), page, pageSize })))
    .rows;
}

/**
 * How many soundbites of the list's view already have `status` (for a bulk change of every match):
 * the view's own status filter answers it, otherwise the API's total for the view with that status.
 */
export function useMatchingWithStatus(search: SoundbitesSearch, total: number, status: SoundbiteStatus | null): number | undefined {
  const client = useApiClient();
  const asked = status !== null && search.status === undefined;
  const query = useQuery({
    queryKey: [...soundbiteKeys.list({ ...search, status: status ?? undefined }), 'total'],
    queryFn: async ({ signal }) =>
      (await fetchPage(client, { ...toApiQuery({ ...search, status }, soundbitesSearch.defaults), page: 1, pageSize: 1 }, signal)).total,
    enabled: asked,
  });
  if (status === null) return undefined;
  if (search.status !== undefined) return search.status === status ? total : 0;
  return query.data;
}

/** The API changes at most this many soundbites in one all-or-nothing request. */
const BULK_LIMIT = 500;

/** A status to set on soundbites, with what they must be now to be changed (an undo's condition). */
export interface StatusRequest {
  ids: readonly string[];
  status: SoundbiteStatus;
  onlyIf?: SoundbiteStatus;
}

/** What a request changed: each changed soundbite's status before, as the API reports it. */
export interface StatusChange {
  previous: Map<string, SoundbiteStatus>;
  status: SoundbiteStatus;
}

async function setStatuses(client: AppApiClient, { ids, status, onlyIf }: StatusRequest): Promise<StatusChange> {
  const previous = new Map<string, SoundbiteStatus>();
  for (let start = 0; start < ids.length; start += BULK_LIMIT) {
    const body = { ids: ids.slice(start, start + BULK_LIMIT), status, ...(onlyIf ? { onlyIf } : {}) };
    const result = unwrap(await client.POST('/api/ops/soundbites/bulk-status', { body }));
    for (const row of result.previous) previous.set(row.id, row.status);
  }
  return { previous, status };
}

function applyOptimistically(queryClient: QueryClient, statusOf: (id: string) => SoundbiteStatus | undefined) {
  queryClient.setQueriesData<SoundbitePage>({ queryKey: soundbiteKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((item) => ({ ...item, status: statusOf(item.id) ?? item.status })) } : page,
  );
}

/**
 * Publishes or hides soundbites: the lists show the new status at once, roll back if the API
 * refuses, and are refetched afterwards (a filtered list may lose rows). What was changed, and
 * so what `undo` restores, is what the API reports, never what this tab last saw: another tab
 * may have changed some since. `undo` restores only those still as the change left them, and
 * resolves to how many it restored.
 */
export function useBulkStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: soundbiteKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['ops', 'dashboard'] }),
    ]);

  const change = useMutation({
    mutationFn: (request: StatusRequest) => setStatuses(client, request),
    onMutate: async ({ ids, status }) => {
      await queryClient.cancelQueries({ queryKey: soundbiteKeys.lists });
      const snapshot = queryClient.getQueriesData<SoundbitePage>({ queryKey: soundbiteKeys.lists });
      const chosen = new Set(ids);
      applyOptimistically(queryClient, (id) => (chosen.has(id) ? status : undefined));
      return { snapshot };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: settle,
  });

  const undo = useMutation({
    mutationFn: async ({ previous, status }: StatusChange) => {
      const byStatus = new Map<SoundbiteStatus, string[]>();
      for (const [id, was] of previous) byStatus.set(was, [...(byStatus.get(was) ?? []), id]);
      let restored = 0;
      for (const [was, ids] of byStatus) restored += (await setStatuses(client, { ids, status: was, onlyIf: status })).previous.size;
      return restored;
    },
    onMutate: async ({ previous }) => {
      await queryClient.cancelQueries({ queryKey: soundbiteKeys.lists });
      applyOptimistically(queryClient, (id) => previous.get(id));
    },
    onSettled: settle,
  });

  return { change, undo };
}

/** Pages of the list's current view (search, filters, sort), for its CSV export. */
export function useSoundbitePages(search: SoundbitesSearch) {
  const client = useApiClient();
  return (page: number, pageSize: number) => fetchPage(client, { ...toApiQuery(search, soundbitesSearch.defaults), page, pageSize });
}
