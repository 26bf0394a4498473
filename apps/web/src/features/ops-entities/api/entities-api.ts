import type { DeletedEntity, EntityCreate, EntityListItem } from '@soundbites/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { fetchAllRows, useListQuery } from '../../../lib/list-query';
import { entitiesSearch, type EntitiesSearch } from '../search';

export const entityListKeys = {
  all: ['ops', 'entities'] as const,
  list: (search: EntitiesSearch) => ['ops', 'entities', 'list', search] as const,
};

/** One page of the list as `search` shows it (its filters and sort), at `page` of `pageSize` rows. */
async function fetchPage(client: AppApiClient, search: EntitiesSearch, page?: { page: number; pageSize: number }, signal?: AbortSignal) {
  const query = { ...toApiQuery(search, entitiesSearch.defaults), ...page };
  return unwrap(await client.GET('/api/ops/entities', { params: { query }, signal }));
}

export function useEntitiesList(search: EntitiesSearch) {
  const client = useApiClient();
  return useListQuery(search, entityListKeys.list, (view, signal) => fetchPage(client, view, undefined, signal));
}

/** A person, organisation, topic or place made by staff, to link where feeds name nobody. */
export function useCreateEntity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EntityCreate) => unwrap(await client.POST('/api/ops/entities', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entityListKeys.all }),
  });
}

/** Entities already named `name` (any case, any kind, merged ones left out), to warn before adding a duplicate. */
export function useFindSameName() {
  const client = useApiClient();
  return useCallback(
    async (name: string): Promise<EntityListItem[]> => {
      const page = unwrap(await client.GET('/api/ops/entities', { params: { query: { q: name, pageSize: 20 } } }));
      const wanted = name.trim().toLocaleLowerCase();
      return page.items.filter((item) => item.name.trim().toLocaleLowerCase() === wanted);
    },
    [client],
  );
}

/** Pages of the list's current view (search, filters, sort), for its CSV export. */
export function useEntityPages(search: EntitiesSearch) {
  const client = useApiClient();
  return (page: number, pageSize: number) => fetchPage(client, search, { page, pageSize });
}

/** Every person and topic the view matches (for "select all N that match"), 100 per request. */
export async function fetchAllMatching(client: AppApiClient, search: EntitiesSearch): Promise<EntityListItem[]> {
  return (await fetchAllRows((page, pageSize) => fetchPage(client, search, { page, pageSize }))).rows;
}

/** The API deletes at most this many in one all-or-nothing request. */
const BULK_LIMIT = 500;

/** What a bulk deletion did: those deleted, and the error that stopped it (the requests before it stand). */
export interface BulkDeletion {
  deleted: DeletedEntity[];
  linkCount: number;
  error: unknown;
}

/** Deletes people and topics, up to 500 a request, stopping at the first request refused. */
export function useBulkDeleteEntities() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<BulkDeletion> => {
      const outcome: BulkDeletion = { deleted: [], linkCount: 0, error: null };
      for (let start = 0; start < ids.length; start += BULK_LIMIT) {
        try {
          const body = { ids: ids.slice(start, start + BULK_LIMIT) };
          const result = unwrap(await client.POST('/api/ops/entities/bulk-delete', { body }));
          outcome.deleted.push(...result.items);
          outcome.linkCount += result.linkCount;
        } catch (error) {
          outcome.error = error;
          break;
        }
      }
      return outcome;
    },
    // Deleted ones leave every list, and the records they were linked to lose them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
