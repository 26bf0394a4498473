import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EntitiesPage } from '../../features/ops-entities/components/EntitiesPage';
import { entitiesSearch } from '../../features/ops-entities/search';

export const Route = createFileRoute('/ops/entities')({
  validateSearch: entitiesSearch.validate,
  search: { middlewares: [stripSearchParams(entitiesSearch.defaults)] },
  component: Entities,
});

function Entities() {
  return <EntitiesPage search={Route.useSearch()} />;
}
