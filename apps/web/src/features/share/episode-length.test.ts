import { describe, expect, it } from 'vitest';
import { episodeLength } from './episode-length';

describe('episodeLength', () => {
  it('names seconds under a minute, then whole minutes, then hours and minutes', () => {
    expect(episodeLength(12.4)).toBe('12 s');
    expect(episodeLength(59.4)).toBe('59 s');
    expect(episodeLength(59.6)).toBe('1 min');
    expect(episodeLength(60)).toBe('1 min');
    expect(episodeLength(3569)).toBe('59 min');
    expect(episodeLength(3571)).toBe('1 h');
    expect(episodeLength(3600)).toBe('1 h');
    expect(episodeLength(3900)).toBe('1 h 5 min');
    expect(episodeLength(7260)).toBe('2 h 1 min');
  });

  it('names nothing for an unknown or empty length', () => {
    expect(episodeLength(null)).toBeNull();
    expect(episodeLength(0)).toBeNull();
    expect(episodeLength(Number.NaN)).toBeNull();
  });
});
