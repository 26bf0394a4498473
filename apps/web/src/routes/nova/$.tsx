import { createFileRoute } from '@tanstack/react-router';
import { NovaNotFound } from '../../features/nova/components/NovaMessage';

/** Any /nova/... path no other route matches. */
export const Route = createFileRoute('/nova/$')({
  staticData: { title: 'Not found · Nova', description: 'This Nova page does not exist.' },
  component: NovaNotFound,
});
