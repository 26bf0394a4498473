import { defineListSearch, oneOf, type ListSearch } from '../../lib/list-search';

export const PODCAST_STATUSES = ['active', 'paused', 'failing'] as const;

export const podcastsSearch = defineListSearch({
  sortFields: ['title', 'createdAt', 'updatedAt', 'lastFetchedAt', 'status'],
  defaultSort: 'title',
  filters: { status: oneOf(PODCAST_STATUSES) },
});

export type PodcastsSearch = ListSearch<(typeof podcastsSearch.sortFields)[number], typeof podcastsSearch.filters>;
