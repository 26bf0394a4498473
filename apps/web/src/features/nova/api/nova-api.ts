import type { NovaSoundbite, PodcastSummary } from '@soundbites/api-types';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { errorMessage, retryTransient, unwrap, useApiClient } from '../../../lib/api-context';
import { soundbiteDisplayTitle } from '@soundbites/config';
import { restoreItem, withoutItem } from '../undo';
import { useReportFailure, useWithdrawUndo } from '../components/UndoProvider';

/** Why a change did not go through, as the end of a sentence that says what it left. */
const failureReason = (error: unknown) => `${errorMessage(error).replace(/[.\s]*$/, '')}. Try again in a moment.`;

export const FEED_PAGE_SIZE = 20;

interface SoundbitePage {
  items: NovaSoundbite[];
  total: number;
  page: number;
  pageSize: number;
}

const keys = {
  all: ['nova'] as const,
  feed: ['nova', 'feed'] as const,
  saved: ['nova', 'saved'] as const,
  follows: ['nova', 'follows'] as const,
  search: (q: string) => ['nova', 'search', q] as const,
  podcast: (id: string) => ['nova', 'podcast', id] as const,
};

/** The next page number, or undefined once every item has been loaded. */
export function nextPageOf(last: Pick<SoundbitePage, 'page' | 'pageSize' | 'total'>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

function useSoundbitePages(key: readonly string[], path: '/api/nova/feed' | '/api/nova/saved') {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await client.GET(path, { params: { query: { page: pageParam, pageSize: FEED_PAGE_SIZE } }, signal })),
    getNextPageParam: nextPageOf,
    retry: retryTransient,
  });
}

export const useFeed = () => useSoundbitePages(keys.feed, '/api/nova/feed');
export const useSaved = () => useSoundbitePages(keys.saved, '/api/nova/saved');

export function useFollows() {
  const client = useApiClient();
  return useQuery({
    queryKey: keys.follows,
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/nova/follows', { signal })).items,
    retry: retryTransient,
  });
}

/** Up to `limit` of each kind found. */
export function useNovaSearch(q: string, limit: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...keys.search(q), limit],
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/nova/search', { params: { query: { q, limit } }, signal })),
    enabled: q.trim().length > 0,
    placeholderData: (previous) => previous,
    retry: retryTransient,
  });
}

/**
 * A podcast's page comes with its newest episodes, as many as a page of this size (the API's own
 * number, in its description of NovaPodcast.episodes): the older ones are its next pages.
 */
export const PODCAST_EPISODES_PAGE_SIZE = 50;

/** A podcast's older episodes, after those its page came with, a page at a time once `asked`. */
export function useOlderPodcastEpisodes(id: string, asked: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...keys.podcast(id), 'older-episodes'],
    initialPageParam: 2,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await client.GET('/api/nova/podcasts/{id}/episodes', {
          params: { path: { id }, query: { page: pageParam, pageSize: PODCAST_EPISODES_PAGE_SIZE } },
          signal,
        }),
      ),
    getNextPageParam: nextPageOf,
    enabled: asked,
    retry: retryTransient,
  });
}

export function useNovaPodcast(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: keys.podcast(id),
    queryFn: async ({ signal }) => unwrap(await client.GET('/api/nova/podcasts/{id}', { params: { path: { id } }, signal })),
    retry: retryTransient,
  });
}

/** Every cached copy of a soundbite (feed, saved, search, podcast views) gets the same change. */
function patchSoundbites(queryClient: QueryClient, change: (s: NovaSoundbite) => NovaSoundbite) {
  const patchList = (items: NovaSoundbite[]) => items.map(change);
  queryClient.setQueriesData<InfiniteData<SoundbitePage>>({ queryKey: keys.feed }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: patchList(p.items) })) } : data,
  );
  queryClient.setQueriesData<InfiniteData<SoundbitePage>>({ queryKey: keys.saved }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: patchList(p.items) })) } : data,
  );
  queryClient.setQueriesData<{ soundbites: NovaSoundbite[] }>({ queryKey: ['nova', 'search'] }, (data) =>
    data ? { ...data, soundbites: patchList(data.soundbites) } : data,
  );
  queryClient.setQueriesData<{ soundbites: NovaSoundbite[] }>({ queryKey: ['nova', 'podcast'] }, (data) =>
    data ? { ...data, soundbites: patchList(data.soundbites) } : data,
  );
}

/** What an offer to undo is about, so that putting it back by hand takes the offer back. */
export const undoAbout = {
  saved: (soundbiteId: string) => `saved:${soundbiteId}`,
  following: (podcastId: string) => `following:${podcastId}`,
};

export interface SaveChange {
  soundbite: NovaSoundbite;
  saved: boolean;
  /** When it was first saved: an Undo of an unsave puts it back in its place in Saved. */
  savedAt?: string | undefined;
}

/** Save or unsave, shown at once everywhere; a failure puts the old state back. */
export function useSetSaved() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reportFailure = useReportFailure();
  const withdrawUndo = useWithdrawUndo();
  return useMutation({
    // An unsave answers when it had been saved, for its Undo.
    mutationFn: async ({ soundbite, saved, savedAt }: SaveChange): Promise<string | null> => {
      const path = { id: soundbite.id };
      if (saved) {
        const result = await client.PUT('/api/nova/saved/{id}', { params: { path, query: savedAt ? { savedAt } : {} } });
        if (result.error !== undefined) unwrap(result);
        return null;
      }
      return unwrap(await client.DELETE('/api/nova/saved/{id}', { params: { path } })).savedAt;
    },
    onMutate: ({ soundbite, saved }) => {
      patchSoundbites(queryClient, (s) => (s.id === soundbite.id ? { ...s, saved } : s));
      if (saved) withdrawUndo(undoAbout.saved(soundbite.id));
    },
    onError: (error, { soundbite, saved }) => {
      patchSoundbites(queryClient, (s) => (s.id === soundbite.id ? { ...s, saved: !saved } : s));
      const name = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
      reportFailure(`${saved ? `“${name}” was not saved` : `“${name}” is still in Saved`}: ${failureReason(error)}`);
    },
    // The saved list itself is refetched so a newly saved soundbite appears in it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.saved }),
  });
}

export interface FollowChange {
  podcast: PodcastSummary;
  following: boolean;
  /** Where to put it back in the Following list (Undo of an unfollow); the top otherwise. */
  index?: number;
}

export function useSetFollowing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reportFailure = useReportFailure();
  const withdrawUndo = useWithdrawUndo();
  const apply = ({ podcast, following, index }: FollowChange) => {
    patchSoundbites(queryClient, (s) => (s.podcast.id === podcast.id ? { ...s, followingPodcast: following } : s));
    queryClient.setQueryData<PodcastSummary[]>(keys.follows, (list) => {
      if (!list) return list;
      return following ? restoreItem(list, { item: podcast, index: index ?? 0 }) : withoutItem(list, podcast.id).list;
    });
    queryClient.setQueryData<{ podcast: { following: boolean } }>(keys.podcast(podcast.id), (data) =>
      data ? { ...data, podcast: { ...data.podcast, following } } : data,
    );
  };
  return useMutation({
    mutationFn: async ({ podcast, following }: FollowChange) => {
      const params = { params: { path: { id: podcast.id } } };
      const result = following ? await client.PUT('/api/nova/follows/{id}', params) : await client.DELETE('/api/nova/follows/{id}', params);
      if (result.error !== undefined) unwrap(result);
    },
    onMutate: (change) => {
      apply(change);
      if (change.following) withdrawUndo(undoAbout.following(change.podcast.id));
    },
    onError: (error, change) => {
      apply({ ...change, following: !change.following });
      const { podcast, following } = change;
      reportFailure(`${following ? `${podcast.title} was not followed` : `You still follow ${podcast.title}`}: ${failureReason(error)}`);
    },
    // Following reorders the feed (followed podcasts first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.feed }),
  });
}
