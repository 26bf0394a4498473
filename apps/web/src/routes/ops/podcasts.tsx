import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AddPodcastButton } from '../../features/ops-add-podcast/components/AddPodcastButton';
import { PodcastsPage } from '../../features/ops-podcasts/components/PodcastsPage';
import { podcastsSearch } from '../../features/ops-podcasts/search';

export const Route = createFileRoute('/ops/podcasts')({
  validateSearch: podcastsSearch.validate,
  search: { middlewares: [stripSearchParams(podcastsSearch.defaults)] },
  component: Podcasts,
});

function Podcasts() {
  return <PodcastsPage search={Route.useSearch()} AddPodcast={AddPodcastButton} />;
}
