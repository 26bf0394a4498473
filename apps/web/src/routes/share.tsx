import { createFileRoute } from '@tanstack/react-router';
import { SharePage } from '../features/share/components/SharePage';
import { parseShareSearch } from '../features/share/search-params';

export const Route = createFileRoute('/share')({
  validateSearch: parseShareSearch,
  component: Share,
});

function Share() {
  return <SharePage search={Route.useSearch()} />;
}
