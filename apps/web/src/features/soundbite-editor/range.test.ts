import { describe, expect, it } from 'vitest';
import { applyNudge, backwardsRangeProblem, clampRange, moveEdgeTo, nudgeForKey, typedTimeProblem, viewWindow } from './range';

const key = (code: string, modifiers: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  code,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('nudgeForKey', () => {
  it('moves the start with [ and ], the end with Shift ({ and }), by 0.1 s or 1 s with Alt', () => {
    expect(nudgeForKey(key('BracketLeft'))).toEqual({ edge: 'start', delta: -0.1 });
    expect(nudgeForKey(key('BracketRight'))).toEqual({ edge: 'start', delta: 0.1 });
    expect(nudgeForKey(key('BracketLeft', { shiftKey: true }))).toEqual({ edge: 'end', delta: -0.1 });
    expect(nudgeForKey(key('BracketRight', { shiftKey: true }))).toEqual({ edge: 'end', delta: 0.1 });
    expect(nudgeForKey(key('BracketRight', { altKey: true }))).toEqual({ edge: 'start', delta: 1 });
    expect(nudgeForKey(key('BracketLeft', { altKey: true, shiftKey: true }))).toEqual({ edge: 'end', delta: -1 });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(nudgeForKey(key('KeyA'))).toBeNull();
    expect(nudgeForKey(key('BracketLeft', { ctrlKey: true }))).toBeNull();
    expect(nudgeForKey(key('BracketRight', { metaKey: true }))).toBeNull();
  });
});

describe('applyNudge', () => {
  const range = { start: 12.3, end: 20 };

  it('adds the step without binary noise', () => {
    expect(applyNudge(range, { edge: 'start', delta: 0.1 }, 60)).toEqual({ start: 12.4, end: 20 });
    expect(applyNudge(range, { edge: 'end', delta: -0.1 }, 60)).toEqual({ start: 12.3, end: 19.9 });
    expect(applyNudge(range, { edge: 'end', delta: 1 }, 60)).toEqual({ start: 12.3, end: 21 });
  });

  it('stops at the episode edges and never makes the range shorter than 0.1 s', () => {
    expect(applyNudge({ start: 0.05, end: 5 }, { edge: 'start', delta: -0.1 }, 60)).toEqual({ start: 0, end: 5 });
    expect(applyNudge({ start: 10, end: 59.95 }, { edge: 'end', delta: 0.1 }, 60)).toEqual({ start: 10, end: 60 });
    expect(applyNudge({ start: 10, end: 10.1 }, { edge: 'start', delta: 0.1 }, 60)).toEqual({ start: 10, end: 10.1 });
    expect(applyNudge({ start: 10, end: 10.1 }, { edge: 'end', delta: -0.1 }, 60)).toEqual({ start: 10, end: 10.1 });
  });
});

describe('moveEdgeTo', () => {
  const range = { start: 30, end: 36 };

  it('moves the one edge when the line is on its side of the other', () => {
    expect(moveEdgeTo(range, 'start', 20.5, 60)).toEqual({ start: 20.5, end: 36 });
    expect(moveEdgeTo(range, 'end', 41.25, 60)).toEqual({ start: 30, end: 41.25 });
  });

  it('moves the whole range, keeping its length, when the line is past the other edge', () => {
    expect(moveEdgeTo(range, 'start', 45.266, 61)).toEqual({ start: 45.266, end: 51.266 });
    expect(moveEdgeTo(range, 'end', 20.055, 61)).toEqual({ start: 14.055, end: 20.055 });
    // Not beyond the episode, nor before its start: the edge chosen stays where the line is.
    expect(moveEdgeTo(range, 'start', 58, 61)).toEqual({ start: 58, end: 61 });
    expect(moveEdgeTo(range, 'end', 2.5, 61)).toEqual({ start: 0, end: 2.5 });
    // Of unknown length, the episode does not stop it.
    expect(moveEdgeTo(range, 'start', 90, null)).toEqual({ start: 90, end: 96 });
  });
});

describe('clampRange', () => {
  it('keeps the range inside a known duration and trusts it when the duration is unknown', () => {
    expect(clampRange({ start: -1, end: 70 }, 60)).toEqual({ start: 0, end: 60 });
    expect(clampRange({ start: 100, end: 130 }, null)).toEqual({ start: 100, end: 130 });
    expect(clampRange({ start: 65, end: 70 }, 60)).toEqual({ start: 59.9, end: 60 });
  });

  it('moves the other edge when the edited one crosses it', () => {
    expect(clampRange({ start: 30, end: 20 }, 60, 'start')).toEqual({ start: 19.9, end: 20 });
    expect(clampRange({ start: 30, end: 20 }, 60, 'end')).toEqual({ start: 30, end: 30.1 });
  });
});

describe('viewWindow', () => {
  it('shows the range with room around it, inside the episode', () => {
    expect(viewWindow({ start: 100, end: 110 }, 3600)).toEqual({ start: 70, end: 140 });
    expect(viewWindow({ start: 5, end: 10 }, 60)).toEqual({ start: 0, end: 40 });
    expect(viewWindow({ start: 100, end: 200 }, 250)).toEqual({ start: 0, end: 250 });
  });
});

describe('typedTimeProblem', () => {
  const range = { start: 9.779, end: 22.225 };

  it('takes a time that keeps the range at least 0.1 s long and inside the episode', () => {
    expect(typedTimeProblem('end', 30, range, 59.714)).toBeNull();
    expect(typedTimeProblem('end', 9.879, range, 59.714)).toBeNull();
    expect(typedTimeProblem('end', 59.714, range, 59.714)).toBeNull();
    expect(typedTimeProblem('start', 0, range, 59.714)).toBeNull();
    expect(typedTimeProblem('start', 22.125, range, 59.714)).toBeNull();
    // Length unknown (no audio, no duration in the feed): only the order is checked.
    expect(typedTimeProblem('end', 5_000, range, null)).toBeNull();
  });

  it('refuses an End before, at or just after Start, naming Start, rather than making a 0.1 s soundbite', () => {
    expect(typedTimeProblem('end', 5, range, 59.714)).toBe('End must be at least 0.1 s after Start (0:09.779).');
    expect(typedTimeProblem('end', 9.779, range, 59.714)).toBe('End must be at least 0.1 s after Start (0:09.779).');
    expect(typedTimeProblem('end', 9.8, range, null)).toBe('End must be at least 0.1 s after Start (0:09.779).');
  });

  it('refuses an End past the episode’s end, naming its length', () => {
    expect(typedTimeProblem('end', 300, range, 59.714)).toBe('End must be inside the episode, which is 0:59.714 long.');
  });

  it('refuses a Start at or after End, and says to move End first', () => {
    expect(typedTimeProblem('start', 30, range, 59.714)).toBe('Start must be at least 0.1 s before End (0:22.225). Move End first.');
    expect(typedTimeProblem('start', 22.2, range, null)).toBe('Start must be at least 0.1 s before End (0:22.225). Move End first.');
  });

  it('refuses a Start past the episode’s end', () => {
    expect(typedTimeProblem('start', 60, range, 59.714)).toBe('Start must be inside the episode, which is 0:59.714 long.');
  });
});

describe('backwardsRangeProblem', () => {
  it('passes a range at least the shortest length long, and names the start of one that ends before it', () => {
    expect(backwardsRangeProblem({ start: 10, end: 10.1 })).toBeNull();
    expect(backwardsRangeProblem({ start: 12, end: 10 })).toBe('End must be at least 0.1 s after Start (0:12).');
    expect(backwardsRangeProblem({ start: 10, end: 10.05 })).not.toBeNull();
  });
});
