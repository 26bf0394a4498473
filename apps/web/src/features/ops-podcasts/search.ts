import { podcastStatusValues } from '@soundbites/api-types';
import { defineListSearch, oneOf, type ListSearch } from '../../lib/list-search';

/** The API's own values (declared once, in its database schema). */
export const PODCAST_STATUSES = podcastStatusValues;

export const podcastsSearch = defineListSearch({
  sortFields: ['title', 'createdAt', 'updatedAt', 'lastFetchedAt', 'status', 'episodeCount', 'soundbiteCount'],
  defaultSort: 'title',
  filters: { status: oneOf(PODCAST_STATUSES) },
});

export type PodcastsSearch = ListSearch<(typeof podcastsSearch.sortFields)[number], typeof podcastsSearch.filters>;
