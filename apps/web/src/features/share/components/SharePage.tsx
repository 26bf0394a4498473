import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function SharePage() {
  return (
    <PagePlaceholder
      title="Shared soundbite"
      purpose="A shared soundbite opens here: its player plays exactly that moment of the episode, with the podcast's art, the transcript excerpt and a link to the full episode."
    />
  );
}
