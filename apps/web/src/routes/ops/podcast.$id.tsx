import { createFileRoute } from '@tanstack/react-router';
import { PodcastPage } from '../../features/ops-podcasts/components/PodcastPage';

export const Route = createFileRoute('/ops/podcast/$id')({ component: Podcast });

function Podcast() {
  return <PodcastPage id={Route.useParams().id} />;
}
