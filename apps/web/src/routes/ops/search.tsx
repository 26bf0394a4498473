import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/ops-search/components/SearchPage';
import { parseOpsSearch } from '../../features/ops-search/search';

export const Route = createFileRoute('/ops/search')({
  validateSearch: parseOpsSearch,
  component: Search,
});

function Search() {
  return <SearchPage search={Route.useSearch()} />;
}
