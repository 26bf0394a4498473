import { soundbiteSourceValues, soundbiteStatusValues, type SoundbiteStatus } from '@soundbites/api-types';
import { defineListSearch, oneOf, uuid, type ListSearch } from '../../lib/list-search';

/** The API's own values (declared once, in its database schema). */
export const SOUNDBITE_STATUSES = soundbiteStatusValues;
export const SOUNDBITE_SOURCES = soundbiteSourceValues;
export type { SoundbiteStatus };

export const soundbitesSearch = defineListSearch({
  sortFields: ['createdAt', 'updatedAt', 'startSeconds', 'durationSeconds', 'title', 'status'],
  defaultSort: '-createdAt',
  filters: { status: oneOf(SOUNDBITE_STATUSES), source: oneOf(SOUNDBITE_SOURCES), podcastId: uuid, episodeId: uuid },
});

export type SoundbitesSearch = ListSearch<(typeof soundbitesSearch.sortFields)[number], typeof soundbitesSearch.filters>;
