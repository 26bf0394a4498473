import { PagePlaceholder } from '../../../components/PagePlaceholder';
import type { ShareSearch } from '../search-params';

export function SharePage(_props: { search: ShareSearch }) {
  return (
    <PagePlaceholder
      title="Shared soundbite"
      purpose="A shared soundbite opens here: its player plays exactly that moment of the episode, with the podcast's art, the transcript excerpt and a link to the full episode."
    />
  );
}
