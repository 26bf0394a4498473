import { parseShareTime } from '@soundbites/config';

export interface ShareSearch {
  soundbite?: string;
  episode?: string;
  /**
   * `{start},{end}`, or `{start}` to play on from there, in seconds or m:ss; parsed by `parseTimeRange`
   * so a bad value can be explained on the page. Absent with `episode`: the whole episode.
   */
  t?: string;
}

export type TimeRangeResult = { ok: true; startSeconds: number; endSeconds: number | null } | { ok: false; message: string };

/** The router parses values that look like JSON (`t=15` arrives as a number), so numbers come back as text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function parseShareSearch(raw: Record<string, unknown>): ShareSearch {
  const soundbite = text(raw.soundbite);
  const episode = text(raw.episode);
  const t = text(raw.t);
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { soundbite, episode, t };
}

/**
 * `t`: a start and an end ("65,80", "1:05,1:20"), or a start alone to play the episode on from there
 * ("65", "1:05"; `endSeconds` null), read as the server's page reads it; a value it cannot use gets a
 * reason to show.
 */
export function parseTimeRange(value: string): TimeRangeResult {
  const parsed = parseShareTime(value);
  if (parsed.ok) return parsed;
  if (parsed.problem === 'empty') {
    return { ok: false, message: 'This time range starts and ends at the same moment, so there is nothing to play.' };
  }
  if (parsed.problem === 'order') {
    return { ok: false, message: 'The end of this time range comes before its start, so there is nothing to play.' };
  }
  return {
    ok: false,
    message: `“${value}” is not a time in the episode. It should be where to start, or a start and an end, in seconds or minutes and seconds, like t=65 or t=1:05,1:20.`,
  };
}
