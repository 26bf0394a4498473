import { describe, expect, it } from 'vitest';
import { COALESCE_MS, recordChange, redoStep, startHistory, undoStep } from './range-history';

const r = (start: number, end: number) => ({ start, end });

describe('range history', () => {
  it('undoes and redoes changes in order, and a new change drops what was undone', () => {
    let history = startHistory(r(0, 10));
    history = recordChange(history, r(2, 10), 1_000);
    history = recordChange(history, r(2, 12), 5_000);
    const back = undoStep(history)!;
    expect(back.range).toEqual(r(2, 10));
    const first = undoStep(back.history)!;
    expect(first.range).toEqual(r(0, 10));
    expect(undoStep(first.history)).toBeNull();
    const again = redoStep(first.history)!;
    expect(again.range).toEqual(r(2, 10));
    // A change after an undo is a new branch: nothing is left to redo.
    const branched = recordChange(again.history, r(3, 10), 9_000);
    expect(redoStep(branched)).toBeNull();
    expect(undoStep(branched)!.range).toEqual(r(2, 10));
  });

  it('takes changes in quick succession (a key held down) as one step', () => {
    let history = startHistory(r(0, 10));
    for (let i = 1; i <= 5; i++) history = recordChange(history, r(i / 10, 10), 1_000 + i * (COALESCE_MS / 2));
    expect(history.past).toEqual([r(0, 10)]);
    expect(undoStep(history)!.range).toEqual(r(0, 10));
  });

  it('ignores a change to the range already shown (an undo coming back as the new value)', () => {
    const history = recordChange(startHistory(r(0, 10)), r(0, 10), 1_000);
    expect(history.past).toEqual([]);
  });
});
