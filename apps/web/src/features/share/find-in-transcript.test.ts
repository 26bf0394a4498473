import { describe, expect, it } from 'vitest';
import { findInLines, markedParts, matchesByLine, stepMatch } from './find-in-transcript';

const lines = ['It is the wild yeast.', 'Really? Wild!', 'Yes: the WILD\tyeast, and (a+b) too.'];

describe('findInLines', () => {
  it('finds every place in reading order, whatever the case', () => {
    expect(findInLines(lines, 'wild')).toEqual([
      { line: 0, start: 10, end: 14 },
      { line: 1, start: 8, end: 12 },
      { line: 2, start: 9, end: 13 },
    ]);
  });

  it('matches the words of the query across any white space', () => {
    expect(findInLines(lines, '  wild   yeast ')).toEqual([
      { line: 0, start: 10, end: 20 },
      { line: 2, start: 9, end: 19 },
    ]);
  });

  it('takes what is typed literally, never as a pattern', () => {
    expect(findInLines(lines, '(a+b)')).toEqual([{ line: 2, start: 25, end: 30 }]);
    expect(findInLines(lines, '.*')).toEqual([]);
  });

  it('finds nothing for a blank query', () => {
    expect(findInLines(lines, '   ')).toEqual([]);
  });
});

describe('markedParts', () => {
  it('cuts a line at its own matches, numbered among all of them', () => {
    const byLine = matchesByLine(findInLines(['a wild day', 'wild and wild'], 'wild'));
    expect(markedParts('a wild day', byLine.get(0))).toEqual([
      { text: 'a ', match: null },
      { text: 'wild', match: 0 },
      { text: ' day', match: null },
    ]);
    expect(markedParts('wild and wild', byLine.get(1))).toEqual([
      { text: 'wild', match: 1 },
      { text: ' and ', match: null },
      { text: 'wild', match: 2 },
    ]);
  });

  it('leaves a line without matches whole', () => {
    expect(markedParts('nothing here', matchesByLine([]).get(0))).toEqual([{ text: 'nothing here', match: null }]);
  });
});

describe('stepMatch', () => {
  it('goes round from the last match to the first, and back', () => {
    expect(stepMatch(0, 1, 3)).toBe(1);
    expect(stepMatch(2, 1, 3)).toBe(0);
    expect(stepMatch(0, -1, 3)).toBe(2);
    expect(stepMatch(0, 1, 0)).toBe(0);
  });
});
