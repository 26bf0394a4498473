import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/ops-dashboard/components/DashboardPage';

export const Route = createFileRoute('/ops/')({ component: DashboardPage });
