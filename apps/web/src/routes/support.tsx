import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../features/support/components/SupportPage';

export const Route = createFileRoute('/support')({
  staticData: { title: 'Support', description: 'Answers to common questions about Soundbites, and a form to contact us.' },
  component: SupportPage,
});
