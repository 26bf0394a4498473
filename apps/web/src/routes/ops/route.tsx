import { createFileRoute } from '@tanstack/react-router';
import { OpsLayout } from '../../features/ops/components/OpsLayout';

export const Route = createFileRoute('/ops')({ component: OpsLayout });
