import { describe, expect, it } from 'vitest';
import { fullEpisodeLink, wholeEpisodeRange } from './share-links';

describe('wholeEpisodeRange', () => {
  it('runs from 0 to the length, to the millisecond, and is null when the length is unknown', () => {
    expect(wholeEpisodeRange(58.12345)).toBe('0,58.123');
    expect(wholeEpisodeRange(null)).toBeNull();
    expect(wholeEpisodeRange(0)).toBeNull();
  });
});

describe('fullEpisodeLink', () => {
  it('opens the share page on the whole episode, starting at a moment when given', () => {
    expect(fullEpisodeLink({ id: 'e1', durationSeconds: 600 }, 29.5)).toEqual({
      to: '/share',
      search: { episode: 'e1', t: '0,600' },
      state: { startAtSeconds: 29.5 },
    });
    expect(fullEpisodeLink({ id: 'e1', durationSeconds: 600 })).toEqual({ to: '/share', search: { episode: 'e1', t: '0,600' } });
    expect(fullEpisodeLink({ id: 'e1', durationSeconds: null }, 3)).toBeNull();
  });
});
