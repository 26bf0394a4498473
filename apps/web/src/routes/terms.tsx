import { STATIC_PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/TermsPage';

export const Route = createFileRoute('/terms')({
  staticData: STATIC_PAGE_META['/terms'],
  component: TermsPage,
});
