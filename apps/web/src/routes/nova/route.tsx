import { createFileRoute } from '@tanstack/react-router';
import { NovaLayout } from '../../features/nova/components/NovaLayout';

// Nova draws its own shell instead of the site's (see the root route).
export const Route = createFileRoute('/nova')({ component: NovaLayout, staticData: { shell: 'nova' } });
