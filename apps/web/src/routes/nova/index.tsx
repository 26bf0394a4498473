import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../features/nova/components/FeedPage';

export const Route = createFileRoute('/nova/')({
  staticData: { title: 'Nova', description: 'Nova, the Soundbites listener app (beta).' },
  component: FeedPage,
});
