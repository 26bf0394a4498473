import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SoundbitesPage } from '../../features/ops-soundbites/components/SoundbitesPage';
import { soundbitesSearch } from '../../features/ops-soundbites/search';

export const Route = createFileRoute('/ops/soundbites')({
  validateSearch: soundbitesSearch.validate,
  search: { middlewares: [stripSearchParams(soundbitesSearch.defaults)] },
  component: Soundbites,
});

function Soundbites() {
  return <SoundbitesPage search={Route.useSearch()} />;
}
