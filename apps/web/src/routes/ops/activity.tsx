import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ActivityPage } from '../../features/ops-activity/components/ActivityPage';
import { activitySearch, validateActivitySearch } from '../../features/ops-activity/search';

export const Route = createFileRoute('/ops/activity')({
  validateSearch: validateActivitySearch,
  search: { middlewares: [stripSearchParams(activitySearch.defaults)] },
  component: Activity,
});

function Activity() {
  return <ActivityPage search={Route.useSearch()} />;
}
