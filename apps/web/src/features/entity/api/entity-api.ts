import type { EntityDetail, EntityKind, EntityListItem } from '@soundbites/api-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryTransient, useApiClient, type AppApiClient } from '../../../lib/api-context';
import { unwrap } from '../../../lib/api-errors';
import type { LinkTargetType } from '../../../lib/entity-links';

const entityKey = (id: string) => ['ops', 'entity', id] as const;

export function useEntity(id: string) {
  const api = useApiClient();
  return useQuery<EntityDetail>({
    queryKey: entityKey(id),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/entities/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
    refetchOnWindowFocus: false,
  });
}

/** Puts a changed entity in the cache and refreshes what depends on it (history, other pages). */
export function useEntityChanged() {
  const client = useQueryClient();
  return (entity: EntityDetail) => {
    client.setQueryData(entityKey(entity.id), entity);
    // A rename or a merge changes who looks like a duplicate of whom.
    void client.invalidateQueries({ queryKey: ['ops', 'entity'], predicate: (query) => query.queryKey[3] === 'similar' });
    void client.invalidateQueries({ queryKey: ['ops', 'audit', 'entity'] });
    void client.invalidateQueries({ queryKey: ['ops', 'soundbite'] });
    void client.invalidateQueries({ queryKey: ['ops', 'episode'] });
  };
}

export interface EntityValues {
  name: string;
  kind: EntityKind;
  description: string;
  imageUrl: string;
  href: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export async function saveEntity(api: AppApiClient, id: string, values: EntityValues, version: string): Promise<EntityDetail> {
  return unwrap(
    await api.PATCH('/api/ops/entities/{id}', {
      params: { path: { id }, header: { 'if-match': `"${version}"` } },
      body: {
        name: values.name,
        kind: values.kind,
        description: orNull(values.description),
        imageUrl: orNull(values.imageUrl),
        href: orNull(values.href),
      },
    }),
  );
}

export async function mergeEntity(api: AppApiClient, survivorId: string, duplicateId: string): Promise<EntityDetail> {
  return unwrap(await api.POST('/api/ops/entities/{id}/merge', { params: { path: { id: survivorId } }, body: { duplicateId } }));
}

/** Entities of one kind whose names match, for finding a duplicate. */
export function useEntitySearch(q: string, kind: EntityKind, excludeId: string) {
  const api = useApiClient();
  return useQuery<EntityListItem[]>({
    queryKey: ['ops', 'entities', 'search', kind, q],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/ops/entities', { params: { query: { q, kind, pageSize: 10 } }, signal })).items,
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    select: (items) => items.filter((item) => item.id !== excludeId),
  });
}

/** Possible duplicates of an entity: others of its kind with much the same name, most alike first. */
export function useSimilarEntities(id: string, enabled: boolean) {
  const api = useApiClient();
  return useQuery<EntityListItem[]>({
    queryKey: [...entityKey(id), 'similar'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/entities/{id}/similar', { params: { path: { id } }, signal })).items,
    enabled,
    retry: retryTransient,
  });
}

export interface TargetOption {
  id: string;
  label: string;
}

/** Podcasts, episodes or soundbites whose titles match, for linking. */
export function useTargetSearch(type: LinkTargetType, q: string) {
  const api = useApiClient();
  return useQuery<TargetOption[]>({
    queryKey: ['ops', 'link-targets', type, q],
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const query = { q, pageSize: 10 };
      if (type === 'podcast') {
        const page = unwrap(await api.GET('/api/ops/podcasts', { params: { query }, signal }));
        return page.items.map((item) => ({ id: item.id, label: item.title }));
      }
      if (type === 'episode') {
        const page = unwrap(await api.GET('/api/ops/episodes', { params: { query }, signal }));
        return page.items.map((item) => ({ id: item.id, label: `${item.title} — ${item.podcastTitle}` }));
      }
      const page = unwrap(await api.GET('/api/ops/soundbites', { params: { query }, signal }));
      return page.items.map((item) => ({ id: item.id, label: `${item.title || 'Untitled'} — ${item.episodeTitle}` }));
    },
  });
}

/** Deleting an entity changes every list and record it was linked to, and its history. */
export function useDeleteEntity() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.DELETE('/api/ops/entities/{id}', { params: { path: { id } } })),
    onSuccess: (deleted) => client.removeQueries({ queryKey: entityKey(deleted.id) }),
    onSettled: () =>
      Promise.all(
        [
          ['ops', 'entities'],
          ['ops', 'entity'],
          ['ops', 'audit'],
          ['ops', 'soundbite'],
          ['ops', 'episode'],
          ['ops', 'podcasts'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
