import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SearchPage } from '../../features/nova/components/SearchPage';

export const Route = createFileRoute('/nova/search')({
  validateSearch: (raw: Record<string, unknown>): { q?: string } => (typeof raw.q === 'string' && raw.q ? { q: raw.q } : {}),
  component: NovaSearch,
});

function NovaSearch() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onQueryChange = useCallback((next: string) => void navigate({ search: next ? { q: next } : {}, replace: true }), [navigate]);
  return <SearchPage q={q} onQueryChange={onQueryChange} />;
}
