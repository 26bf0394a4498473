import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/PrivacyPage';

export const Route = createFileRoute('/privacy')({
  staticData: { title: 'Privacy policy', description: 'What Soundbites collects, why, and what you can do about it.' },
  component: PrivacyPage,
});
