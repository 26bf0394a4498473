import { STATIC_PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../features/support/components/SupportPage';

export const Route = createFileRoute('/support')({
  staticData: STATIC_PAGE_META['/support'],
  component: SupportPage,
});
