import { createFileRoute } from '@tanstack/react-router';
import { EpisodesPage } from '../../features/ops/components/OpsPages';

export const Route = createFileRoute('/ops/episodes')({ component: EpisodesPage });
