import { describe, expect, it } from 'vitest';
import { fullEpisodeLink } from './share-links';

describe('fullEpisodeLink', () => {
  it('opens the share page on the whole episode, with no range, starting at a moment when given (in the address too)', () => {
    expect(fullEpisodeLink({ id: 'e1' }, 29.5)).toEqual({
      to: '/share',
      search: { episode: 'e1', t: 29.5 },
      state: { startAtSeconds: 29.5 },
    });
    // A tenth of a second is as fine as the address needs; the state keeps the exact moment.
    expect(fullEpisodeLink({ id: 'e1' }, 29.04, true)).toEqual({
      to: '/share',
      search: { episode: 'e1', t: 29 },
      state: { startAtSeconds: 29.04, keepPlaying: true },
    });
    expect(fullEpisodeLink({ id: 'e1' })).toEqual({ to: '/share', search: { episode: 'e1' } });
  });
});
