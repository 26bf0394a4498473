/**
 * A link to the share page playing a whole episode: `/share?episode=…` with no range, so it works
 * whether or not the feed gave the episode's length (the player learns it from the audio). Starts
 * at `fromSeconds` (the moment a listener came from) when given.
 */
export function fullEpisodeLink(episode: { id: string }, fromSeconds?: number) {
  return {
    to: '/share',
    search: { episode: episode.id },
    ...(fromSeconds === undefined ? {} : { state: { startAtSeconds: fromSeconds } }),
  } as const;
}
