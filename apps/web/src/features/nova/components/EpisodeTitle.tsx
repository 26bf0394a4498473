import type { NovaEpisode } from '@soundbites/api-types';
import { AnchorLink } from '../../../components/AnchorLink';
import { formatClock } from '../../../components/player/range';
import { dateOf } from '../../../lib/dates';
import { fullEpisodeLink } from '../../../lib/share-links';
import { useReturnHere } from '../return-here';

/** An episode's title, opening it to be heard whole. */
export function EpisodeTitle({ episode }: { episode: { id: string; title: string } }) {
  const returnHere = useReturnHere();
  return (
    <AnchorLink {...returnHere(fullEpisodeLink(episode))} size="sm" fw={500} lineClamp={2} aria-label={`Whole episode: ${episode.title}`}>
      {episode.title}
    </AnchorLink>
  );
}

/** "12 Mar 2026 · 1:02:03 · 2 soundbites": what is known of an episode, in one line. */
export function episodeFacts(episode: Pick<NovaEpisode, 'publishedAt' | 'durationSeconds' | 'soundbiteCount'>): string {
  return [
    episode.publishedAt ? dateOf(episode.publishedAt) : null,
    episode.durationSeconds ? formatClock(episode.durationSeconds) : null,
    episode.soundbiteCount ? `${episode.soundbiteCount} soundbite${episode.soundbiteCount === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
