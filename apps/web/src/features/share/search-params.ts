import { parseShareTime } from '@soundbites/config';

export interface ShareSearch {
  soundbite?: string;
  episode?: string;
  /** A podcast's page: the show, its newest soundbites and all its episodes. */
  podcast?: string;
  /**
   * `{start},{end}`, or `{start}` to play on from there, in seconds or m:ss; parsed by `parseTimeRange`
   * so a bad value can be explained on the page. Absent with `episode`: the whole episode.
   */
  t?: string;
}

/**
 * The parameters as the router keeps them: the router parses values that look like JSON (`t=15` arrives
 * as a number) and writes a string that looks like one back in quotes (`t=%2215%22`, an address the server
 * cannot read), so a number stays a number here, and the page reads every parameter as text.
 */
export type ShareSearchParams = { [Key in keyof ShareSearch]?: string | number };

export type TimeRangeResult = { ok: true; startSeconds: number; endSeconds: number | null } | { ok: false; message: string };

function param(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

export function parseShareSearch(raw: Record<string, unknown>): ShareSearchParams {
  const soundbite = param(raw.soundbite);
  const episode = param(raw.episode);
  const podcast = param(raw.podcast);
  const t = param(raw.t);
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { soundbite, episode, podcast, t };
}

/** The parameters as the page reads them: text. */
export function shareSearchText(params: ShareSearchParams): ShareSearch {
  return { soundbite: text(params.soundbite), episode: text(params.episode), podcast: text(params.podcast), t: text(params.t) };
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
