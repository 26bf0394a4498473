import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/nova/components/FeedPage';

export const Route = createFileRoute('/nova/saved')({
  staticData: { title: 'Saved · Nova', description: 'Soundbites you saved in Nova.' },
  component: SavedPage,
});
