import { createFileRoute } from '@tanstack/react-router';
import { FollowingPage } from '../../features/nova/components/FollowingPage';

export const Route = createFileRoute('/nova/following')({
  staticData: { title: 'Following · Nova', description: 'Podcasts you follow in Nova.' },
  component: FollowingPage,
});
