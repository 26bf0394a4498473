import { createFileRoute } from '@tanstack/react-router';
import { PodcastPage } from '../../features/nova/components/PodcastPage';

export const Route = createFileRoute('/nova/podcast/$id')({ component: NovaPodcast });

function NovaPodcast() {
  const { id } = Route.useParams();
  return <PodcastPage key={id} id={id} />;
}
