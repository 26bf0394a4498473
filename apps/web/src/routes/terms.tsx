import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/TermsPage';

export const Route = createFileRoute('/terms')({ component: TermsPage });
