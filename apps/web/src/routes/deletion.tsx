import { createFileRoute } from '@tanstack/react-router';
import { DeletionPage } from '../features/deletion/components/DeletionPage';

export const Route = createFileRoute('/deletion')({
  staticData: { title: 'Delete your account', description: 'What deleting a Soundbites account removes, and how to do it.' },
  component: DeletionPage,
});
