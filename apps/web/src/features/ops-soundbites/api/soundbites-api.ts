import type { SoundbiteListItem, SoundbitePage } from '@soundbites/api-types';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The API changes at most this many soundbites in one all-or-nothing request. */
const BULK_LIMIT = 500;

export interface StatusChange {
  /** Each soundbite's status before the change, so the change can be undone. */
  previous: Map<string, SoundbiteStatus>;
  status: SoundbiteStatus;
}

async function setStatuses(client: AppApiClient, ids: string[], status: SoundbiteStatus) {
  for (let start = 0; start < ids.length; start += BULK_LIMIT) {
    unwrap(await client.POST('/api/ops/soundbites/bulk-status', { body: { ids: ids.slice(start, start + BULK_LIMIT), status } }));
  }
}

function applyOptimistically(queryClient: QueryClient, statusOf: (id: string) => SoundbiteStatus | undefined) {
  queryClient.setQueriesData<SoundbitePage>({ queryKey: soundbiteKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((item) => ({ ...item, status: statusOf(item.id) ?? item.status })) } : page,
  );
}

/**
 * Publishes or hides soundbites: the lists show the new status at once, roll back if the API
 * refuses, and are refetched afterwards (a filtered list may lose rows). `undo` restores each
 * soundbite's own previous status.
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
    mutationFn: async ({ previous, status }: StatusChange) => setStatuses(client, [...previous.keys()], status),
    onMutate: async ({ previous, status }) => {
      await queryClient.cancelQueries({ queryKey: soundbiteKeys.lists });
      const snapshot = queryClient.getQueriesData<SoundbitePage>({ queryKey: soundbiteKeys.lists });
      applyOptimistically(queryClient, (id) => (previous.has(id) ? status : undefined));
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: settle,
  });

  const undo = useMutation({
    mutationFn: async ({ previous }: StatusChange) => {
      const byStatus = new Map<SoundbiteStatus, string[]>();
      for (const [id, status] of previous) byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
      for (const [status, ids] of byStatus) await setStatuses(client, ids, status);
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
