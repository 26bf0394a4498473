import { createFileRoute } from '@tanstack/react-router';
import { NovaHomePage } from '../../features/nova/components/NovaHomePage';

export const Route = createFileRoute('/nova/')({
  staticData: { title: 'Nova', description: 'Nova, the Soundbites listener app (beta).' },
  component: NovaHomePage,
});
