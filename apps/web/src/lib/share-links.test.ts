import { describe, expect, it } from 'vitest';
import { fullEpisodeLink, returningTo } from './share-links';

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

describe('returningTo', () => {
  it('keeps where the link was followed from beside the moment, out of the address', () => {
    expect(returningTo(fullEpisodeLink({ id: 'e1' }, 12, true), '/nova/saved')).toEqual({
      to: '/share',
      search: { episode: 'e1', t: 12 },
      state: { startAtSeconds: 12, keepPlaying: true, returnTo: '/nova/saved' },
    });
    expect(returningTo(fullEpisodeLink({ id: 'e1' }), '/nova/search?q=tea')).toEqual({
      to: '/share',
      search: { episode: 'e1' },
      state: { returnTo: '/nova/search?q=tea' },
    });
  });
});
