import { STATIC_PAGE_META } from '@soundbites/config';
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/PrivacyPage';

export const Route = createFileRoute('/privacy')({
  staticData: STATIC_PAGE_META['/privacy'],
  component: PrivacyPage,
});
