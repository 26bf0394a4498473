import { createFileRoute } from '@tanstack/react-router';
import { SharePage } from '../features/share/components/SharePage';

export const Route = createFileRoute('/share')({ component: SharePage });
