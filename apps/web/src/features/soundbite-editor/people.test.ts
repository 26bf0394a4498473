import { describe, expect, it } from 'vitest';
import { entityDetail } from './people';

describe('entityDetail', () => {
  it('gives the host of its web page and its podcasts, so namesakes tell apart', () => {
    expect(entityDetail({ href: 'https://www.adamcurry.com/', podcastTitles: ['No Agenda', 'Podcasting 2.0'], podcastCount: 2 })).toBe(
      'adamcurry.com · No Agenda, Podcasting 2.0',
    );
    expect(entityDetail({ href: null, podcastTitles: ['A', 'B', 'C'], podcastCount: 5 })).toBe('A, B, C and 2 more');
    expect(entityDetail({ href: null, podcastTitles: [], podcastCount: 0 })).toBe('linked to no podcast');
  });
});
