import { describe, expect, it } from 'vitest';
import { correctedQueries, editDistance, likeliestFirst } from './corrections.js';

describe('editDistance', () => {
  it('counts inserted, deleted and replaced letters, and a swap of neighbours as one edit', () => {
    expect(editDistance('machnie', 'machine')).toBe(1);
    expect(editDistance('adm', 'adam')).toBe(1);
    expect(editDistance('adm', 'ada')).toBe(1);
    expect(editDistance('podcastng', 'podcast')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('likeliestFirst', () => {
  it('ranks by fewest edits, then words the typed one only left letters out of, then as given; three at most', () => {
    const ranked = likeliestFirst(
      new Map([
        ['adm', ['ada', 'adams', 'adam']],
        ['podcastng', ['podcast', 'podcasts', 'podcasting']],
        ['machnie', ['mackie', 'machines', 'machine', 'machinery', 'mach']],
      ]),
    );
    expect(ranked.get('adm')).toEqual(['adam', 'ada', 'adams']);
    expect(ranked.get('podcastng')).toEqual(['podcasting', 'podcast', 'podcasts']);
    expect(ranked.get('machnie')).toEqual(['machine', 'mackie', 'machines']);
  });
});

describe('correctedQueries', () => {
  it("tries each unknown word's similar words in turn, the likeliest first", () => {
    const similar = new Map([['machnie', ['machine', 'mackie', 'machines']]]);
    expect(correctedQueries(['tape', 'machnie'], similar)).toEqual(['tape machine', 'tape mackie', 'tape machines']);
  });

  it("puts every word's best match before any word's second best, and stops at the most asked for", () => {
    const similar = new Map([
      ['lightnign', ['lightning', 'lighting']],
      ['bitcion', ['bitcoin', 'bitcoins']],
    ]);
    expect(correctedQueries(['lightnign', 'bitcion'], similar, 3)).toEqual(['lightning bitcoin', 'lightning bitcoins', 'lighting bitcoin']);
    expect(correctedQueries(['lightnign', 'bitcion'], similar, 10)).toHaveLength(4);
  });
});
