import { defineListSearch, oneOf, uuid, type ListSearch } from '../../lib/list-search';

export const SOUNDBITE_STATUSES = ['draft', 'published', 'hidden'] as const;
export const SOUNDBITE_SOURCES = ['feed', 'staff'] as const;
export type SoundbiteStatus = (typeof SOUNDBITE_STATUSES)[number];

export const soundbitesSearch = defineListSearch({
  sortFields: ['createdAt', 'updatedAt', 'startSeconds', 'durationSeconds', 'title', 'status'],
  defaultSort: '-createdAt',
  filters: { status: oneOf(SOUNDBITE_STATUSES), source: oneOf(SOUNDBITE_SOURCES), podcastId: uuid, episodeId: uuid },
});

export type SoundbitesSearch = ListSearch<(typeof soundbitesSearch.sortFields)[number], typeof soundbitesSearch.filters>;
