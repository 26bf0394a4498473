/** `/ops/episode/{id}?t=<seconds>`: where on the episode a new soundbite starts (a transcript hit, a list row). */
export interface EpisodeEditorSearch {
  t?: number;
}

export function parseEpisodeEditorSearch(raw: Record<string, unknown>): EpisodeEditorSearch {
  const value = typeof raw.t === 'string' ? Number(raw.t) : raw.t;
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { t: typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined };
}
