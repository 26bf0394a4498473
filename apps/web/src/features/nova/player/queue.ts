import type { PlaybackRange } from '../../../components/player/range';

/** What the queue needs of a soundbite. */
export interface Playable {
  id: string;
  startSeconds: number;
  durationSeconds: number;
}

/** The list being played (the feed, Saved, a podcast, search results) and the position in it. */
export interface Queue<T extends Playable> {
  /** Which list this is, so the list can extend it as more pages load. */
  source: string;
  items: T[];
  index: number;
}

export function rangeOf(soundbite: Playable): PlaybackRange {
  return { startSeconds: soundbite.startSeconds, endSeconds: soundbite.startSeconds + soundbite.durationSeconds };
}

export function currentOf<T extends Playable>(queue: Queue<T> | null): T | null {
  return queue ? (queue.items[queue.index] ?? null) : null;
}

export function hasNext(queue: Queue<Playable> | null): boolean {
  return queue !== null && queue.index + 1 < queue.items.length;
}

export function hasPrevious(queue: Queue<Playable> | null): boolean {
  return queue !== null && queue.index > 0;
}

export function step<T extends Playable>(queue: Queue<T>, by: 1 | -1): Queue<T> | null {
  const index = queue.index + by;
  return index >= 0 && index < queue.items.length ? { ...queue, index } : null;
}

export type EndDecision<T extends Playable> = { kind: 'play'; queue: Queue<T> } | { kind: 'stop' };

/** When a soundbite's range ends: the next one if autoplay is on and there is one, else stop. */
export function afterEnd<T extends Playable>(queue: Queue<T>, autoplay: boolean): EndDecision<T> {
  const next = autoplay ? step(queue, 1) : null;
  return next ? { kind: 'play', queue: next } : { kind: 'stop' };
}

/**
 * The list behind the queue changed (more pages loaded, an item removed): follow it while
 * keeping the soundbite that is playing. If that soundbite left the list, the queue stays.
 */
export function syncQueue<T extends Playable>(queue: Queue<T> | null, source: string, items: T[]): Queue<T> | null {
  if (!queue || queue.source !== source) return queue;
  const current = currentOf(queue);
  const index = current ? items.findIndex((item) => item.id === current.id) : -1;
  if (index === -1) return queue;
  if (index === queue.index && items.length === queue.items.length && items.every((item, i) => item === queue.items[i])) return queue;
  return { source, items, index };
}
