import { createFileRoute } from '@tanstack/react-router';
import { OpsSearchPage } from '../../features/ops/components/OpsPages';
import { parseOpsSearchSearch } from '../../features/ops/search-params';

export const Route = createFileRoute('/ops/search')({
  validateSearch: parseOpsSearchSearch,
  component: Search,
});

function Search() {
  return <OpsSearchPage search={Route.useSearch()} />;
}
