/**
 * A link to the share page playing a whole episode: `/share?episode=…` with no range, so it works
 * whether or not the feed gave the episode's length (the player learns it from the audio). Starts
 * at `fromSeconds` (the moment a listener came from) when given, and with `keepPlaying` (it was
 * playing there) plays on at once.
 */
export function fullEpisodeLink(episode: { id: string }, fromSeconds?: number, keepPlaying = false) {
  return {
    to: '/share',
    search: { episode: episode.id },
    ...(fromSeconds === undefined ? {} : { state: { startAtSeconds: fromSeconds, ...(keepPlaying ? { keepPlaying } : {}) } }),
  } as const;
}
