import { describe, expect, it } from 'vitest';
import { fullEpisodeLink } from './share-links';

describe('fullEpisodeLink', () => {
  it('opens the share page on the whole episode, with no range, starting at a moment when given', () => {
    expect(fullEpisodeLink({ id: 'e1' }, 29.5)).toEqual({ to: '/share', search: { episode: 'e1' }, state: { startAtSeconds: 29.5 } });
    expect(fullEpisodeLink({ id: 'e1' })).toEqual({ to: '/share', search: { episode: 'e1' } });
  });
});
