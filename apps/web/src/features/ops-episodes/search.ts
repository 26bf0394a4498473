import { booleanFlag, defineListSearch, uuid, type ListSearch } from '../../lib/list-search';

export const episodesSearch = defineListSearch({
  sortFields: ['publishedAt', 'title', 'createdAt', 'durationSeconds'],
  defaultSort: '-publishedAt',
  filters: { podcastId: uuid, hasTranscript: booleanFlag },
});

export type EpisodesSearch = ListSearch<(typeof episodesSearch.sortFields)[number], typeof episodesSearch.filters>;
