import { entityKindValues } from '@soundbites/api-types';
import { booleanFlag, defineListSearch, oneOf, uuid, type ListSearch } from '../../lib/list-search';

export const entitiesSearch = defineListSearch({
  sortFields: ['name', 'kind', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
  filters: { kind: oneOf(entityKindValues), podcastId: uuid, linked: booleanFlag, includeMerged: booleanFlag },
});

export type EntitiesSearch = ListSearch<(typeof entitiesSearch.sortFields)[number], typeof entitiesSearch.filters>;
