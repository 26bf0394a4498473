import { createFileRoute } from '@tanstack/react-router';
import { AddPodcastBox, AddPodcastDialog } from '../../features/ops-add-podcast/components/AddPodcastBox';
import { DashboardPage } from '../../features/ops-dashboard/components/DashboardPage';

export const Route = createFileRoute('/ops/')({ component: Dashboard });

function Dashboard() {
  return (
    <DashboardPage
      addPodcast={<AddPodcastBox />}
      addPodcastAgain={(feedUrl, onClose) => <AddPodcastDialog opened onClose={onClose} feedUrl={feedUrl} />}
    />
  );
}
