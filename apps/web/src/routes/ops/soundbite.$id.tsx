import { createFileRoute } from '@tanstack/react-router';
import { SoundbitePage } from '../../features/ops/components/OpsPages';

export const Route = createFileRoute('/ops/soundbite/$id')({ component: Soundbite });

function Soundbite() {
  return <SoundbitePage id={Route.useParams().id} />;
}
