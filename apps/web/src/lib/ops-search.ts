import type { SearchGroup, SearchHit, SearchKind, SearchResult } from '@soundbites/api-types';
import { formatClock } from '@soundbites/config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryTransient, unwrap, useApiClient } from './api-context';
import { entityKindLabel } from './entity-kinds';
import { entityWhereabouts } from './entity-whereabouts';
import { entityLink, episodeLink, podcastLink, soundbiteLink } from './ops-links';

export type { SearchGroup, SearchHit, SearchKind, SearchResult };

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  podcast: 'Podcasts',
  episode: 'Episodes',
  soundbite: 'Soundbites',
  segment: 'Transcript lines',
  entity: 'People and topics',
};

/** Lower case, words only: "Soundbites Demo!" and "soundbites  demo" read alike. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** How a record's name answers what was typed: 2 it is that name, 1 it starts with it, 0 neither. */
export function nameMatch(title: string, query: string): 0 | 1 | 2 {
  const name = wordsOf(title);
  const typed = wordsOf(query);
  if (!typed) return 0;
  return name === typed ? 2 : name.startsWith(typed) ? 1 : 0;
}

/**
 * The groups that found something. A record named as typed comes first, as staff typing a podcast's name
 * expect: the group whose name matches best (the whole name, then its start), transcript lines aside.
 * Then the group with the best-ranked hit: an exact transcript line comes before loose episode matches.
 * Groups that rank alike keep the API's order (podcasts, episodes, soundbites…).
 */
export function groupsByBestHit(groups: readonly SearchGroup[], query = ''): SearchGroup[] {
  const named = (group: SearchGroup) =>
    group.kind === 'segment' ? 0 : Math.max(...group.items.map((item) => nameMatch(item.title, query)));
  const best = (group: SearchGroup) => Math.max(...group.items.map((item) => item.score));
  return groups.filter((group) => group.items.length > 0).sort((a, b) => named(b) - named(a) || (named(a) > 0 ? 0 : best(b) - best(a)));
}

/** One query over every kind (or one kind), shared by the search page and the command palette. */
/** Whether a query has anything the search can look for: a letter or a digit (the API refuses the rest). */
export function hasSearchableWords(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q);
}

export function useOpsSearch(q: string, limit: number, kind?: SearchKind) {
  const client = useApiClient();
  const query = q.trim();
  return useQuery({
    queryKey: ['ops', 'search', query, limit, kind ?? null],
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/ops/search', { params: { query: { q: query, limit, ...(kind ? { kinds: kind } : {}) } }, signal })),
    enabled: hasSearchableWords(query),
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

const SEARCH_KIND_SINGULAR: Record<Exclude<SearchKind, 'entity'>, string> = {
  podcast: 'Podcast',
  episode: 'Episode',
  soundbite: 'Soundbite',
  segment: 'Transcript line',
};

/** What one hit is: "Episode", "Transcript line", and for a person or topic its own kind ("Person", "Place"). */
export function hitKindLabel(kind: SearchKind, hit: SearchHit): string {
  if (kind === 'entity') return hit.entityKind ? entityKindLabel(hit.entityKind) : 'Person or topic';
  return SEARCH_KIND_SINGULAR[kind];
}

/**
 * What tells a hit apart from others of its name: the podcast of an episode, soundbite or
 * transcript line (with the line's speaker first), and for a person or topic the host of its web
 * page and what it is linked to ("adamcurry.com · 3 records in No Agenda"), as the merge dialog
 * tells namesakes apart; null when there is nothing to add.
 */
export function hitContext(kind: SearchKind, hit: SearchHit): string | null {
  if (kind === 'entity') {
    return entityWhereabouts({
      href: hit.href ?? null,
      linkCount: hit.linkCount ?? 0,
      podcastTitles: hit.podcastTitles ?? [],
      podcastCount: hit.podcastCount ?? 0,
    });
  }
  const parts = [kind === 'segment' ? hit.speaker : null, hit.podcastTitle].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Whether a hit's snippet says more than its title: a name that matched only repeats it, with marks. */
export const snippetAddsToTitle = (hit: Pick<SearchHit, 'snippet' | 'title'>) =>
  !!hit.snippet && hit.snippet.replace(/<\/?mark>/g, '') !== hit.title;

/** What a hit is called in a one-line list (the palette): a transcript line by its moment and episode. */
export function hitTitle(kind: SearchKind, hit: SearchHit): string {
  if (kind === 'segment') return `${formatClock(hit.startSeconds ?? 0)} · ${hit.title}`;
  return hit.title || 'Untitled';
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
