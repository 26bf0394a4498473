export interface ShareSearch {
  soundbite?: string;
  episode?: string;
  /**
   * `{start},{end}` in seconds; parsed by `parseTimeRange` so a bad value can be explained on the
   * page. Absent with `episode`: the whole episode.
   */
  t?: string;
}

export type TimeRangeResult = { ok: true; startSeconds: number; endSeconds: number } | { ok: false; message: string };

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

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** `t={start},{end}`: two decimal second counts, the start at 0 or later and the end after it. */
export function parseTimeRange(value: string): TimeRangeResult {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) {
    return {
      ok: false,
      message: `“${value}” is not a time range. It should be two numbers of seconds, like t=65,80.`,
    };
  }
  const [startSeconds, endSeconds] = parts.map(Number) as [number, number];
  if (startSeconds < 0) return { ok: false, message: 'A time range cannot start before the beginning of the episode.' };
  if (endSeconds <= startSeconds) {
    return { ok: false, message: 'The end of this time range comes before its start, so there is nothing to play.' };
  }
  return { ok: true, startSeconds, endSeconds };
}
