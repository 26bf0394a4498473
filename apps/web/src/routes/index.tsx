import { PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/HomePage';

export const Route = createFileRoute('/')({
  staticData: { fullTitle: PAGE_META.home.title, description: PAGE_META.home.description },
  component: HomePage,
});
