import { describe, expect, it } from 'vitest';
import { afterEnd, currentOf, hasNext, hasPrevious, rangeOf, step, syncQueue, type Queue } from './queue';

const bite = (id: string, startSeconds = 10, durationSeconds = 5) => ({ id, startSeconds, durationSeconds });
const a = bite('a');
const b = bite('b', 0, 2.5);
const c = bite('c');
const queue = (index: number, items = [a, b, c]): Queue<ReturnType<typeof bite>> => ({ source: 'feed', items, index });

describe('the play queue', () => {
  it('plays exactly a soundbite’s range, a start of 0 and decimals included', () => {
    expect(rangeOf(bite('x', 73.5, 42.25))).toEqual({ startSeconds: 73.5, endSeconds: 115.75 });
    expect(rangeOf(b)).toEqual({ startSeconds: 0, endSeconds: 2.5 });
  });

  it('moves to the next soundbite when one ends, if autoplay is on', () => {
    expect(afterEnd(queue(0), true)).toEqual({ kind: 'play', queue: queue(1) });
    expect(afterEnd(queue(0), false)).toEqual({ kind: 'stop' });
    expect(afterEnd(queue(2), true)).toEqual({ kind: 'stop' });
  });

  it('steps forward and back within the list only', () => {
    expect(currentOf(step(queue(1), 1))).toBe(c);
    expect(currentOf(step(queue(1), -1))).toBe(a);
    expect(step(queue(0), -1)).toBeNull();
    expect(step(queue(2), 1)).toBeNull();
    expect([hasPrevious(queue(0)), hasNext(queue(0))]).toEqual([false, true]);
    expect([hasPrevious(queue(2)), hasNext(queue(2))]).toEqual([true, false]);
    expect([hasPrevious(null), hasNext(null), currentOf(null)]).toEqual([false, false, null]);
  });

  it('follows its list as more pages load, keeping the soundbite that plays', () => {
    const d = bite('d');
    expect(syncQueue(queue(1), 'feed', [a, b, c, d])).toEqual({ source: 'feed', items: [a, b, c, d], index: 1 });
    // Reordered (a podcast was followed): the same soundbite keeps playing at its new place.
    expect(syncQueue(queue(1), 'feed', [c, b, a])).toEqual({ source: 'feed', items: [c, b, a], index: 1 });
    expect(syncQueue(queue(1), 'feed', [d, c, b, a])?.index).toBe(2);
  });

  it('ignores other lists, and a list that lost the playing soundbite', () => {
    const q = queue(1);
    expect(syncQueue(q, 'saved', [c])).toBe(q);
    expect(syncQueue(q, 'feed', [a, c])).toBe(q);
    expect(syncQueue(q, 'feed', [a, b, c])).toBe(q);
    expect(syncQueue(null, 'feed', [a])).toBeNull();
  });
});
