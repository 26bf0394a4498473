import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EpisodesPage } from '../../features/ops-episodes/components/EpisodesPage';
import { episodesSearch } from '../../features/ops-episodes/search';

export const Route = createFileRoute('/ops/episodes')({
  validateSearch: episodesSearch.validate,
  search: { middlewares: [stripSearchParams(episodesSearch.defaults)] },
  component: Episodes,
});

function Episodes() {
  return <EpisodesPage search={Route.useSearch()} />;
}
