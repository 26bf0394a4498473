import { PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';

/** Catch-all: any path no other route matches. */
export const Route = createFileRoute('/$')({
  staticData: { title: 'Not found', description: PAGE_META.notFound.description },
  component: NotFoundPage,
});
