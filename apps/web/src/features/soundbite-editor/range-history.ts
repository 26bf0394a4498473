import type { EditRange } from './range';

/**
 * The ranges the editor went through, for Undo and Redo. `shown` is the range on screen; changes that
 * follow each other within COALESCE_MS (a key held down, a run of nudges) are one step.
 */
export interface RangeHistory {
  past: EditRange[];
  future: EditRange[];
  shown: EditRange;
  changedAt: number;
}

export const COALESCE_MS = 700;
/** Steps kept: far more than anyone undoes, few enough to cost nothing. */
const MOST_STEPS = 100;

const same = (a: EditRange, b: EditRange) => a.start === b.start && a.end === b.end;

export const startHistory = (range: EditRange): RangeHistory => ({ past: [], future: [], shown: range, changedAt: 0 });

/** The range changed on screen (a drag, a key, a typed time, a transcript line, a chapter): a new step, or the same one again. */
export function recordChange(history: RangeHistory, next: EditRange, now: number): RangeHistory {
  if (same(history.shown, next)) return history;
  const coalesced = history.past.length > 0 && now - history.changedAt < COALESCE_MS;
  const past = coalesced ? history.past : [...history.past, history.shown].slice(-MOST_STEPS);
  return { past, future: [], shown: next, changedAt: now };
}

/** One step back: the range to show, and the history with the step undone; null when there is none. */
export function undoStep(history: RangeHistory): { range: EditRange; history: RangeHistory } | null {
  const range = history.past.at(-1);
  if (!range) return null;
  return { range, history: { past: history.past.slice(0, -1), future: [history.shown, ...history.future], shown: range, changedAt: 0 } };
}

/** One undone step again; null when there is none. */
export function redoStep(history: RangeHistory): { range: EditRange; history: RangeHistory } | null {
  const [range, ...future] = history.future;
  if (!range) return null;
  return { range, history: { past: [...history.past, history.shown], future, shown: range, changedAt: 0 } };
}
