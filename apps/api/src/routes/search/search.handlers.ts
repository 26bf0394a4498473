import type { AppHandler } from '../../lib/handler.js';
import type { searchEverything as searchRoute } from './search.routes.js';
import { search, SEARCH_KINDS, type SearchKind } from './search.service.js';

function parseKinds(kinds: string | undefined): SearchKind[] {
  if (!kinds) return [...SEARCH_KINDS];
  const wanted = new Set(kinds.split(','));
  return SEARCH_KINDS.filter((kind) => wanted.has(kind));
}

export const searchEverything: AppHandler<typeof searchRoute> = async (c) => {
  const { q, kinds, limit } = c.req.valid('query');
  const result = await search(c.env.deps.database, { q, kinds: parseKinds(kinds), limit });
  return c.json(result, 200);
};
