import { createFileRoute } from '@tanstack/react-router';
import { OpsDashboardPage } from '../../features/ops/components/OpsPages';

export const Route = createFileRoute('/ops/')({ component: OpsDashboardPage });
