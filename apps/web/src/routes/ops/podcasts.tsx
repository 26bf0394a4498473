import { createFileRoute } from '@tanstack/react-router';
import { PodcastsPage } from '../../features/ops/components/OpsPages';

export const Route = createFileRoute('/ops/podcasts')({ component: PodcastsPage });
