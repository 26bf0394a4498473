import { createFileRoute } from '@tanstack/react-router';
import { NovaHomePage } from '../../features/nova/components/NovaHomePage';

export const Route = createFileRoute('/nova/')({ component: NovaHomePage });
