/**
 * A link to the share page playing a whole episode: `/share?episode=…` with no range, so it works
 * whether or not the feed gave the episode's length (the player learns it from the audio). Starts
 * at `fromSeconds` (the moment a listener came from) when given, and with `keepPlaying` (it was
 * playing there) plays on at once.
 */
export function fullEpisodeLink(episode: { id: string }, fromSeconds?: number, keepPlaying = false) {
  return {
    to: '/share',
    // The moment is in the address too (a tenth of a second is as fine as a link needs): opened in a
    // new tab, copied or shared, the episode still starts there. The state says it was followed here.
    // Given as a number: the router writes a string that looks like one in quotes (t=%2265%22), a
    // number bare (t=65); the page reads either back as text.
    search: { episode: episode.id, ...(fromSeconds === undefined ? {} : { t: Math.round(fromSeconds * 10) / 10 }) },
    ...(fromSeconds === undefined ? {} : { state: { startAtSeconds: fromSeconds, ...(keepPlaying ? { keepPlaying } : {}) } }),
  } as const;
}

/**
 * `link` remembering the page of Nova it was followed from (its path and query), so the page it
 * opens can offer the way back; the address stays the one to share.
 */
export function returningTo<Link extends ReturnType<typeof fullEpisodeLink>>(link: Link, href: string) {
  return { ...link, state: { ...('state' in link ? link.state : {}), returnTo: href } };
}
