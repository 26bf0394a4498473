import { describe, expect, it } from 'vitest';
import { episodeLength, publicationDate } from '@soundbites/config/published';

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

describe('publicationDate', () => {
  it('names the day in UTC, so the server and every visitor print the same words', () => {
    expect(publicationDate('2026-03-01T23:30:00Z')).toBe('Mar 1, 2026');
    expect(publicationDate('2026-03-01T23:30:00-05:00')).toBe('Mar 2, 2026');
  });

  it('names nothing for no date or one that is not a date', () => {
    expect(publicationDate(null)).toBeNull();
    expect(publicationDate('')).toBeNull();
    expect(publicationDate('soon')).toBeNull();
  });
});
