import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';

/** Catch-all: any path no other route matches. */
export const Route = createFileRoute('/$')({ component: NotFoundPage });
