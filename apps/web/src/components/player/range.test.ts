import { soundbiteDisplayTitle } from '@soundbites/config';
import { describe, expect, it } from 'vitest';
import { decidePlayback, elapsedInRange, fitRange, formatClock, formatRange, millisecondsUntilStop, playFrom, positionFor } from './range';

const range = { startSeconds: 65, endSeconds: 80 };

describe('decidePlayback', () => {
  it('keeps playing inside the range, far from the end', () => {
    expect(decidePlayback(65, range)).toBe('continue');
    expect(decidePlayback(79.4, range)).toBe('continue');
  });

  it('watches every frame in the last half second', () => {
    expect(decidePlayback(79.5, range)).toBe('watch-closely');
    expect(decidePlayback(79.99, range)).toBe('watch-closely');
  });

  it('stops at the end, within half a frame before it, and past it', () => {
    expect(decidePlayback(80, range)).toBe('stop');
    expect(decidePlayback(79.995, range)).toBe('stop');
    expect(decidePlayback(95, range)).toBe('stop');
  });

  it('moves back to the start from well before it, but tolerates a seek that lands a little early', () => {
    expect(decidePlayback(10, range)).toBe('seek-to-start');
    expect(decidePlayback(64.9, range)).toBe('continue');
  });

  it('handles ranges shorter than the close-watch window', () => {
    const short = { startSeconds: 10, endSeconds: 10.3 };
    expect(decidePlayback(10, short)).toBe('watch-closely');
    expect(decidePlayback(10.3, short)).toBe('stop');
  });
});

describe('millisecondsUntilStop', () => {
  it('counts down to the stop point, faster at higher playback rates', () => {
    expect(millisecondsUntilStop(79.5, range, 1)).toBeCloseTo(492, 6);
    expect(millisecondsUntilStop(79.5, range, 2)).toBeCloseTo(246, 6);
  });

  it('is zero at or past the stop point, and treats a zero rate as normal speed', () => {
    expect(millisecondsUntilStop(80, range, 1)).toBe(0);
    expect(millisecondsUntilStop(85, range, 1)).toBe(0);
    expect(millisecondsUntilStop(79.5, range, 0)).toBeCloseTo(492, 6);
  });
});

describe('fitRange', () => {
  it('keeps a range inside the audio', () => {
    expect(fitRange(range, 3600)).toEqual(range);
  });

  it('cuts the end to the end of the audio', () => {
    expect(fitRange(range, 72.5)).toEqual({ startSeconds: 65, endSeconds: 72.5 });
  });

  it('refuses a range that starts at or after the end of the audio', () => {
    expect(fitRange(range, 65)).toBeNull();
    expect(fitRange(range, 30)).toBeNull();
  });

  it('ends a range of unknown end (a whole episode the feed gave no length) with the audio', () => {
    expect(fitRange({ startSeconds: 0, endSeconds: Number.POSITIVE_INFINITY }, 1234.5)).toEqual({ startSeconds: 0, endSeconds: 1234.5 });
  });

  it('trusts the range while the duration is unknown', () => {
    expect(fitRange(range, Number.NaN)).toEqual(range);
    expect(fitRange(range, Number.POSITIVE_INFINITY)).toEqual(range);
  });
});

describe('playFrom', () => {
  it('resumes a pause inside the range', () => {
    expect(playFrom(70.25, range)).toBe(70.25);
  });

  it('replays from the start after the end, and starts at the start from outside the range', () => {
    expect(playFrom(80, range)).toBe(65);
    expect(playFrom(79.996, range)).toBe(65);
    expect(playFrom(0, range)).toBe(65);
    expect(playFrom(120, range)).toBe(65);
  });
});

describe('progress within the range', () => {
  it('counts only the time inside the range', () => {
    expect(elapsedInRange(0, range)).toBe(0);
    expect(elapsedInRange(70, range)).toBe(5);
    expect(elapsedInRange(200, range)).toBe(15);
  });

  it('turns a progress-bar offset into a position inside the range', () => {
    expect(positionFor(5, range)).toBe(70);
    expect(positionFor(-3, range)).toBe(65);
    expect(positionFor(99, range)).toBe(80);
  });
});

describe('formatting', () => {
  it('writes clock times with whole seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-4)).toBe('0:00');
  });

  it('writes a range with an en dash', () => {
    expect(formatRange(range)).toBe('1:05–1:20');
  });

  it('names an untitled soundbite after its episode without passing the episode title off as its own', () => {
    expect(soundbiteDisplayTitle('The big idea', 'Episode 12')).toBe('The big idea');
    expect(soundbiteDisplayTitle('   ', 'Episode 12')).toBe('Untitled moment from Episode 12');
  });
});
