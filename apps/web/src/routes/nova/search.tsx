import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { SearchPage } from '../../features/nova/components/SearchPage';
import { rememberListView } from '../../lib/list-memory';
import { searchReplacesEntry, text } from '../../lib/list-search';

export const Route = createFileRoute('/nova/search')({
  staticData: { title: 'Search · Nova', description: 'Search soundbites, podcasts and people in Nova.' },
  // q named even when absent: the router lays this over the root's raw search.
  // The words typed, trimmed and cut to what the API takes (a longer link would only be refused).
  validateSearch: (raw: Record<string, unknown>): { q?: string } => ({ q: text(raw.q) }),
  component: NovaSearch,
});

function NovaSearch() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The Search tab returns to the last search, as it does in a listening app.
  useEffect(() => rememberListView(Route.fullPath, q ? { q } : {}), [q]);
  // Typing on refines the search in place; other words, or a suggested correction taken, are a step Back undoes.
  const onQueryChange = useCallback(
    (next: string, options?: { push?: boolean }) =>
      void navigate({
        search: next ? { q: next } : {},
        replace: !options?.push && (q === '' || next === '' || searchReplacesEntry(q, next)),
      }),
    [navigate, q],
  );
  return <SearchPage q={q} onQueryChange={onQueryChange} />;
}
