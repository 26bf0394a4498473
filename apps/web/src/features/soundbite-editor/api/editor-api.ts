import type { EntityListItem, EpisodeDetail, EpisodePeaks, LinkedEntity, Schemas } from '@soundbites/api-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api';
import { retryTransient } from '../../../lib/api-context';
import { unwrap } from '../../../lib/api-errors';
import { addEntityLink, removeEntityLink } from '../../../lib/entity-links';
import { landmarksOf, NO_LANDMARKS, type Landmarks } from '../landmarks';

export type SoundbiteDetail = Schemas['SoundbiteDetail'];
export type SoundbiteStatus = Schemas['SoundbiteStatus'];

const soundbiteKey = (id: string) => ['ops', 'soundbite', id] as const;

export function useOpsSoundbite(id: string) {
  return useQuery<SoundbiteDetail>({
    queryKey: soundbiteKey(id),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/soundbites/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
    // The editor owns the form; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });
}

export function useSetSoundbiteCache() {
  const client = useQueryClient();
  return (detail: SoundbiteDetail) => {
    client.setQueryData(soundbiteKey(detail.id), detail);
    void client.invalidateQueries({ queryKey: ['ops', 'audit', 'soundbite', detail.id] });
  };
}

export function useOpsEpisode(id: string) {
  return useQuery<EpisodeDetail>({
    queryKey: ['ops', 'episode', id],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/episodes/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
  });
}

/** The chapters and other soundbites the editor's waveform shows, from the episode's record (none until it comes). */
export function useEpisodeLandmarks(episodeId: string, exceptSoundbiteId: string | null): Landmarks {
  const episode = useOpsEpisode(episodeId);
  return useMemo(() => (episode.data ? landmarksOf(episode.data, exceptSoundbiteId) : NO_LANDMARKS), [episode.data, exceptSoundbiteId]);
}

export function useEpisodeTranscript(episodeId: string) {
  return useQuery({
    queryKey: ['ops', 'episode', episodeId, 'transcript'],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/ops/episodes/{id}/transcript', { params: { path: { id: episodeId }, query: {} }, signal })),
    retry: retryTransient,
    staleTime: 5 * 60_000,
  });
}

/** Peaks of [from, to) seconds; the whole episode when no window is given. */
export function useEpisodePeaks(episodeId: string, window: { from: number; to: number } | null, enabled: boolean) {
  return useQuery<EpisodePeaks>({
    queryKey: ['ops', 'episode', episodeId, 'peaks', window?.from ?? null, window?.to ?? null],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/ops/episodes/{id}/peaks', {
          params: { path: { id: episodeId }, query: window ? { from: window.from, to: window.to } : {} },
          signal,
        }),
      ),
    enabled,
    retry: retryTransient,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export interface SoundbiteValues {
  title: string;
  start: number;
  end: number;
  status: SoundbiteStatus;
}

export async function saveSoundbite(id: string, values: SoundbiteValues, version: string): Promise<SoundbiteDetail> {
  return unwrap(
    await api.PATCH('/api/ops/soundbites/{id}', {
      params: { path: { id }, header: { 'if-match': `"${version}"` } },
      body: {
        title: values.title,
        startSeconds: values.start,
        durationSeconds: roundDuration(values.end - values.start),
        status: values.status,
      },
    }),
  );
}

export async function createSoundbite(episodeId: string, values: { title: string; start: number; end: number }): Promise<SoundbiteDetail> {
  return unwrap(
    await api.POST('/api/ops/episodes/{id}/soundbites', {
      params: { path: { id: episodeId } },
      body: { title: values.title, startSeconds: values.start, durationSeconds: roundDuration(values.end - values.start), status: 'draft' },
    }),
  );
}

/** end − start in binary floating point can carry noise (20 − 12.3 = 7.699999…); the editor works to the microsecond. */
function roundDuration(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}

/**
 * Deletes a staff soundbite as this page last saw it (a version changed since is refused: the page
 * then shows what it is now). The lists, the episode, the dashboard and the history follow.
 */
export function useDeleteSoundbite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (soundbite: { id: string; updatedAt: string }) =>
      unwrap(
        await api.DELETE('/api/ops/soundbites/{id}', {
          params: { path: { id: soundbite.id }, header: { 'if-match': `"${soundbite.updatedAt}"` } },
        }),
      ),
    // Its own query is left to expire: removed now, the page still showing it would fetch it again and show "not found".
    onSettled: () =>
      Promise.all(
        [
          ['ops', 'soundbites'],
          ['ops', 'episode'],
          ['ops', 'dashboard'],
          ['ops', 'audit'],
          ['ops', 'search'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** People and topics whose names match, to link to a soundbite; merged ones are left out (their survivor is there). */
export function usePeopleToLink(q: string) {
  return useQuery<EntityListItem[]>({
    queryKey: ['ops', 'entities', 'to-link', q],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/ops/entities', { params: { query: { q, pageSize: 10 } }, signal })).items,
    enabled: q.trim().length > 0,
    // No earlier answer stands in while a new one comes: an option of the last words could be chosen for these.
    select: (items) => items.filter((item) => item.mergedIntoId === null),
  });
}

/** A person or topic to link: one already there, or a new person by the name typed. */
export type PersonToLink = { entity: Pick<EntityListItem, 'id' | 'kind' | 'name' | 'imageUrl' | 'href'> } | { newPerson: string };

/**
 * Links people to the soundbite, and unlinks them. The soundbite's record is not changed by it (its
 * version stays), so its cached people are updated in place rather than fetched again over the form.
 */
export function useSoundbitePeople(soundbiteId: string) {
  const client = useQueryClient();
  const setPeople = (change: (people: LinkedEntity[]) => LinkedEntity[]) =>
    client.setQueryData<SoundbiteDetail>(soundbiteKey(soundbiteId), (detail) => detail && { ...detail, people: change(detail.people) });
  const afterChange = () =>
    Promise.all(
      [
        ['ops', 'entity'],
        ['ops', 'entities'],
        ['ops', 'audit'],
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  const link = useMutation({
    mutationFn: async ({ who, role, group = 'cast' }: { who: PersonToLink; role: string; group?: string }): Promise<LinkedEntity> => {
      const entity =
        'entity' in who ? who.entity : unwrap(await api.POST('/api/ops/entities', { body: { kind: 'person', name: who.newPerson } }));
      const added = await addEntityLink(api, entity.id, { type: 'soundbite', id: soundbiteId }, role, group);
      const { id: entityId, kind, name, imageUrl, href } = entity;
      return { linkId: added.id, entityId, kind, name, imageUrl, href, role: added.role, group: added.group };
    },
    onSuccess: (person) => setPeople((people) => [...people.filter((other) => other.linkId !== person.linkId), person]),
    onSettled: afterChange,
  });
  const unlink = useMutation({
    mutationFn: async (person: LinkedEntity) => {
      await removeEntityLink(api, person.entityId, person.linkId);
      return person;
    },
    onSuccess: (person) => setPeople((people) => people.filter((other) => other.linkId !== person.linkId)),
    onSettled: afterChange,
  });
  return { link, unlink };
}
