import { describe, expect, it } from 'vitest';
import { covers, fullLengthPeaks } from './peaks';

describe('fullLengthPeaks', () => {
  it('places the window at its offset and leaves the rest flat', () => {
    expect(Array.from(fullLengthPeaks({ from: 1, peaksPerSecond: 2, peaks: [0.5, 1] }, 3))).toEqual([0, 0, 0.5, 1, 0, 0]);
  });

  it('never writes past the episode', () => {
    expect(Array.from(fullLengthPeaks({ from: 0.5, peaksPerSecond: 2, peaks: [1, 1, 1, 1] }, 1.5))).toEqual([0, 1, 1]);
  });
});

describe('covers', () => {
  it('tells whether the loaded peaks span the needed stretch', () => {
    expect(covers({ from: 0, to: 60 }, { start: 10, end: 50 })).toBe(true);
    expect(covers({ from: 20, to: 60 }, { start: 10, end: 50 })).toBe(false);
    expect(covers(null, { start: 0, end: 1 })).toBe(false);
  });
});
