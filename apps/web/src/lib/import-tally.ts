import { counted } from './counted';

/**
 * What an import brought, in words, nonzero counts only: "podcast details updated · 3 new episodes ·
 * 1 changed episode · 2 new soundbites". Null when it brought none of these (it may still have changed people, links or transcripts).
 */
export function importTally(stats: Partial<Record<string, number>>): string | null {
  const parts = [
    [stats.episodesCreated, 'new episode', 'new episodes'],
    [stats.episodesUpdated, 'changed episode', 'changed episodes'],
    [stats.soundbitesCreated, 'new soundbite', 'new soundbites'],
  ] as const;
  const said = parts.filter(([count]) => (count ?? 0) > 0).map(([count, one, many]) => counted(count!, one, many));
  if ((stats.podcastUpdated ?? 0) > 0) said.unshift('podcast details updated');
  return said.length > 0 ? said.join(' · ') : null;
}

/** A tally opening a sentence. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
