import { createFileRoute } from '@tanstack/react-router';
import { SoundbiteEditorPage } from '../../features/soundbite-editor/components/SoundbiteEditorPage';

export const Route = createFileRoute('/ops/soundbite/$id')({ component: Soundbite });

function Soundbite() {
  return <SoundbiteEditorPage id={Route.useParams().id} />;
}
