import { createFileRoute } from '@tanstack/react-router';
import { DeletionPage } from '../features/deletion/components/DeletionPage';

export const Route = createFileRoute('/deletion')({ component: DeletionPage });
