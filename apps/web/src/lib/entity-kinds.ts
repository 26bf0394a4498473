import type { EntityKind } from '@soundbites/api-types';

/** The kinds of entity in the console's words, in the order pickers list them. */
export const ENTITY_KIND_OPTIONS: { value: EntityKind; label: string }[] = [
  { value: 'person', label: 'Person' },
  { value: 'organization', label: 'Organisation' },
  { value: 'topic', label: 'Topic' },
  { value: 'place', label: 'Place' },
];

export const entityKindLabel = (kind: string) => ENTITY_KIND_OPTIONS.find((option) => option.value === kind)?.label ?? kind;
