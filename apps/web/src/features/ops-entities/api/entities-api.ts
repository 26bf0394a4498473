import type { EntityCreate, EntityListItem } from '@soundbites/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useApiClient } from '../../../lib/api-context';
import { toApiQuery } from '../../../lib/list-search';
import { useListQuery } from '../../../lib/list-query';
import { entitiesSearch, type EntitiesSearch } from '../search';

export const entityListKeys = {
  all: ['ops', 'entities'] as const,
  list: (search: EntitiesSearch) => ['ops', 'entities', 'list', search] as const,
};

export function useEntitiesList(search: EntitiesSearch) {
  const client = useApiClient();
  return useListQuery(search, entityListKeys.list, async (view, signal) =>
    unwrap(await client.GET('/api/ops/entities', { params: { query: toApiQuery(view, entitiesSearch.defaults) }, signal })),
  );
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
  return async (page: number, pageSize: number) =>
    unwrap(
      await client.GET('/api/ops/entities', { params: { query: { ...toApiQuery(search, entitiesSearch.defaults), page, pageSize } } }),
    );
}
