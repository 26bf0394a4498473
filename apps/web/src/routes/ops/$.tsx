import { createFileRoute } from '@tanstack/react-router';
import { OpsNotFound } from '../../features/ops/components/OpsNotFound';

/** Any /ops/... path no other route matches. */
export const Route = createFileRoute('/ops/$')({ component: OpsNotFound });
