import { createFileRoute } from '@tanstack/react-router';
import { EpisodeEditorPage } from '../../features/soundbite-editor/components/EpisodeEditorPage';
import { parseEpisodeEditorSearch } from '../../features/soundbite-editor/search-params';

export const Route = createFileRoute('/ops/episode/$id')({
  validateSearch: parseEpisodeEditorSearch,
  component: EpisodeEditor,
});

function EpisodeEditor() {
  return <EpisodeEditorPage episodeId={Route.useParams().id} startSeconds={Route.useSearch().t} />;
}
