import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/TermsPage';

export const Route = createFileRoute('/terms')({
  staticData: { title: 'Terms of use', description: 'The terms for using Soundbites.' },
  component: TermsPage,
});
