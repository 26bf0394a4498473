import type { SearchGroup, SearchHit, SearchKind, SearchResult } from '@soundbites/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from './api-context';
import { entityLink, episodeLink, podcastLink, soundbiteLink } from './ops-links';

export type { SearchGroup, SearchHit, SearchKind, SearchResult };

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  podcast: 'Podcasts',
  episode: 'Episodes',
  soundbite: 'Soundbites',
  segment: 'Transcript lines',
  entity: 'People and topics',
};

/**
 * The groups that found something, the group with the best-ranked hit first: an exact transcript line
 * comes before loose episode matches. Groups whose best hits rank alike keep the API's order.
 */
export function groupsByBestHit(groups: readonly SearchGroup[]): SearchGroup[] {
  const best = (group: SearchGroup) => Math.max(...group.items.map((item) => item.score));
  return groups.filter((group) => group.items.length > 0).sort((a, b) => best(b) - best(a));
}

/** One query over every kind (or one kind), shared by the search page and the command palette. */
export function useOpsSearch(q: string, limit: number, kind?: SearchKind) {
  const client = useApiClient();
  const query = q.trim();
  return useQuery({
    queryKey: ['ops', 'search', query, limit, kind ?? null],
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/ops/search', { params: { query: { q: query, limit, ...(kind ? { kinds: kind } : {}) } }, signal })),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: retryTransient,
  });
}

/** Where a hit opens: its page, or for a transcript line its episode at that moment. */
export function hitLink(kind: SearchKind, hit: SearchHit) {
  switch (kind) {
    case 'podcast':
      return podcastLink(hit.podcastId ?? hit.id);
    case 'episode':
      return episodeLink(hit.episodeId ?? hit.id);
    case 'soundbite':
      return soundbiteLink(hit.soundbiteId ?? hit.id);
    case 'segment':
      return episodeLink(hit.episodeId ?? hit.id, hit.startSeconds ?? 0);
    case 'entity':
      return entityLink(hit.id);
  }
}

/** "Did you mean …": the query with each corrected word replaced by its first alternative. */
export function suggestedQuery(result: Pick<SearchResult, 'query' | 'corrections'>): string | null {
  let suggestion = result.query;
  for (const correction of result.corrections) {
    const alternative = correction.alternatives[0];
    if (!alternative) continue;
    suggestion = suggestion.replace(new RegExp(`\\b${escapeRegExp(correction.word)}\\b`, 'i'), alternative);
  }
  return suggestion.toLowerCase() === result.query.toLowerCase() ? null : suggestion;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
