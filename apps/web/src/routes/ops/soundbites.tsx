import { createFileRoute } from '@tanstack/react-router';
import { SoundbitesPage } from '../../features/ops/components/OpsPages';
import { parseSoundbitesSearch } from '../../features/ops/search-params';

export const Route = createFileRoute('/ops/soundbites')({
  validateSearch: parseSoundbitesSearch,
  component: Soundbites,
});

function Soundbites() {
  return <SoundbitesPage search={Route.useSearch()} />;
}
