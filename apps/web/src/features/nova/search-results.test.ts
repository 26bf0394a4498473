import { describe, expect, it } from 'vitest';
import { cutToShown, foundInWords } from './search-results';

const of = (soundbites: number, podcasts: number, episodes: number, people: number) => ({
  soundbites: Array.from({ length: soundbites }),
  podcasts: Array.from({ length: podcasts }),
  episodes: Array.from({ length: episodes }),
  people: Array.from({ length: people }),
});

describe('foundInWords', () => {
  it('counts each kind found, in words', () => {
    expect(foundInWords(of(3, 1, 2, 0))).toBe('Found 3 soundbites, 1 podcast and 2 episodes');
    expect(foundInWords(of(0, 0, 0, 1))).toBe('Found 1 person');
    expect(foundInWords(of(1, 0, 0, 2))).toBe('Found 1 soundbite and 2 people');
    expect(foundInWords(of(0, 0, 0, 0))).toBe('Found nothing');
  });
});

describe('cutToShown', () => {
  it('shows as many as asked and says which kinds had more', () => {
    const { shownResult, more } = cutToShown(of(21, 3, 20, 0), 20);
    expect(shownResult.soundbites).toHaveLength(20);
    expect(shownResult.episodes).toHaveLength(20);
    expect(more).toEqual({ soundbites: true, podcasts: false, episodes: false, people: false });
    expect(foundInWords(shownResult, more)).toBe('Found more than 20 soundbites, 3 podcasts and 20 episodes');
  });
});
