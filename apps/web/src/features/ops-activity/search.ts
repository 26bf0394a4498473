import { defineListSearch, oneOf, type ListSearch } from '../../lib/list-search';

/** The kinds of record staff changes are written against. */
export const ACTIVITY_RECORD_TYPES = [
  { value: 'podcast', label: 'Podcasts' },
  { value: 'episode', label: 'Episodes' },
  { value: 'soundbite', label: 'Soundbites' },
  { value: 'entity', label: 'People & topics' },
  { value: 'account', label: 'Accounts' },
] as const;

export const activitySearch = defineListSearch({
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: { recordType: oneOf(ACTIVITY_RECORD_TYPES.map((type) => type.value)) },
});

export type ActivitySearch = ListSearch<(typeof activitySearch.sortFields)[number], typeof activitySearch.filters>;
