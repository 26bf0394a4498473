/** `t` for the whole episode (`0,<duration>`), or null when its length is unknown. */
export function wholeEpisodeRange(durationSeconds: number | null): string | null {
  if (durationSeconds === null || !(durationSeconds > 0)) return null;
  return `0,${Math.round(durationSeconds * 1000) / 1000}`;
}

/**
 * A link to the share page playing a whole episode, starting at `fromSeconds` (the moment a
 * listener came from) when given; null when the episode's length is unknown, as a whole-episode
 * range needs it.
 */
export function fullEpisodeLink(episode: { id: string; durationSeconds: number | null }, fromSeconds?: number) {
  const t = wholeEpisodeRange(episode.durationSeconds);
  if (t === null) return null;
  return {
    to: '/share',
    search: { episode: episode.id, t },
    ...(fromSeconds === undefined ? {} : { state: { startAtSeconds: fromSeconds } }),
  } as const;
}
