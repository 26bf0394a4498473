import { formatTime } from '../../lib/time';

/** Start and end of a soundbite, in seconds of the episode. */
export interface EditRange {
  start: number;
  end: number;
}

/** The shortest soundbite the editor lets you make. */
export const MIN_LENGTH_SECONDS = 0.1;

/** Rounds away binary noise from sums like 12.3 + 0.1 without losing typed precision (to the microsecond). */
export function tidy(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}

/**
 * Keeps a range inside the episode (when its length is known) and at least
 * MIN_LENGTH_SECONDS long, moving the edge that was not being changed only when it must.
 */
export function clampRange(range: EditRange, durationSeconds: number | null, moved: 'start' | 'end' = 'start'): EditRange {
  const limit = durationSeconds && durationSeconds > 0 ? durationSeconds : Number.POSITIVE_INFINITY;
  let start = Math.min(Math.max(0, range.start), Math.max(0, limit - MIN_LENGTH_SECONDS));
  let end = Math.min(Math.max(range.end, 0), limit);
  if (end - start < MIN_LENGTH_SECONDS) {
    if (moved === 'start') start = Math.max(0, end - MIN_LENGTH_SECONDS);
    else end = Math.min(limit, start + MIN_LENGTH_SECONDS);
    if (end - start < MIN_LENGTH_SECONDS) end = start + MIN_LENGTH_SECONDS;
  }
  return { start: tidy(start), end: tidy(end) };
}

/**
 * The range with one edge moved to a transcript line (a start to its start, an end to its end). Past
 * the other edge, the whole range moves there and keeps its length: shrunk to what is left, it would
 * be a 0.1 s soundbite without a word.
 */
export function moveEdgeTo(range: EditRange, edge: 'start' | 'end', seconds: number, durationSeconds: number | null): EditRange {
  const length = range.end - range.start;
  if (edge === 'start') {
    const end = seconds <= range.end - MIN_LENGTH_SECONDS ? range.end : seconds + length;
    // The start is the one chosen: the end gives way at the episode's end.
    return clampRange({ start: seconds, end }, durationSeconds, 'end');
  }
  const start = seconds >= range.start + MIN_LENGTH_SECONDS ? range.start : Math.max(0, seconds - length);
  return clampRange({ start, end: seconds }, durationSeconds, 'start');
}

/** Allowance for binary noise in sums of typed times, far below a millisecond. */
const TYPED_TOLERANCE_SECONDS = 1e-6;

/**
 * Why a time typed into Start or End cannot be taken, or null. Typed values are never clamped the way
 * drags and nudges are: a mistyped End would otherwise become a 0.1 s soundbite without a word.
 */
export function typedTimeProblem(edge: 'start' | 'end', seconds: number, range: EditRange, durationSeconds: number | null): string | null {
  const length = durationSeconds && durationSeconds > 0 ? durationSeconds : null;
  if (edge === 'start') {
    if (length !== null && seconds > length - MIN_LENGTH_SECONDS + TYPED_TOLERANCE_SECONDS) {
      return `Start must be inside the episode, which is ${formatTime(length)} long.`;
    }
    if (seconds > range.end - MIN_LENGTH_SECONDS + TYPED_TOLERANCE_SECONDS) {
      return `Start must be at least ${MIN_LENGTH_SECONDS} s before End (${formatTime(range.end)}). Move End first.`;
    }
    return null;
  }
  if (length !== null && seconds > length + TYPED_TOLERANCE_SECONDS) {
    return `End must be inside the episode, which is ${formatTime(length)} long.`;
  }
  if (seconds < range.start + MIN_LENGTH_SECONDS - TYPED_TOLERANCE_SECONDS) {
    return `End must be at least ${MIN_LENGTH_SECONDS} s after Start (${formatTime(range.start)}).`;
  }
  return null;
}

/**
 * Why a range cannot be saved as it is, said at End, or null. Only a merge makes one: saving over
 * someone else's version keeps the edge this form moved and theirs of the other, and the two may cross.
 */
export function backwardsRangeProblem(range: EditRange): string | null {
  if (range.end - range.start >= MIN_LENGTH_SECONDS - TYPED_TOLERANCE_SECONDS) return null;
  return `End must be at least ${MIN_LENGTH_SECONDS} s after Start (${formatTime(range.start)}).`;
}

export type NudgeEdge = 'start' | 'end';
export interface Nudge {
  edge: NudgeEdge;
  delta: number;
}

/**
 * Keyboard nudges, by physical key so every layout works: `[` / `]` move the start
 * back / forward by 0.1 s; with Shift (`{` / `}` on most layouts) they move the end;
 * with Alt the step is 1 s.
 */
export function nudgeForKey(event: { code: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): Nudge | null {
  if (event.ctrlKey || event.metaKey) return null;
  const direction = event.code === 'BracketLeft' ? -1 : event.code === 'BracketRight' ? 1 : 0;
  if (direction === 0) return null;
  return { edge: event.shiftKey ? 'end' : 'start', delta: direction * (event.altKey ? 1 : 0.1) };
}

export function applyNudge(range: EditRange, nudge: Nudge, durationSeconds: number | null): EditRange {
  const moved = { ...range, [nudge.edge]: tidy(range[nudge.edge] + nudge.delta) };
  return clampRange(moved, durationSeconds, nudge.edge);
}

/** The stretch of the episode the waveform shows: the range with room either side, inside the episode. */
export function viewWindow(range: EditRange, durationSeconds: number, padding = 30): EditRange {
  const length = range.end - range.start;
  const pad = Math.max(padding, length);
  return { start: Math.max(0, range.start - pad), end: Math.min(durationSeconds, range.end + pad) };
}
