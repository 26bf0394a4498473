import type { Entity } from '@soundbites/api-types';

/** A person as the API answers one, imported from a feed, for page tests to extend. */
export function personRecord(id: string, overrides: Partial<Entity> = {}): Entity {
  return {
    id,
    kind: 'person',
    name: 'Ada Quill',
    description: null,
    imageUrl: null,
    href: null,
    mergedIntoId: null,
    createdBy: null,
    createdAt: '2026-01-31T12:00:00.000Z',
    updatedAt: '2026-01-31T12:00:00.000Z',
    ...overrides,
  };
}
