import { describe, expect, it } from 'vitest';
import { correctedQueries } from './nova-browse.service.js';

describe('correctedQueries', () => {
  it("tries each unknown word's similar words in turn, the likeliest first", () => {
    const similar = new Map([['machnie', ['mackie', 'machine', 'machines']]]);
    expect(correctedQueries(['tape', 'machnie'], similar, 6)).toEqual(['tape mackie', 'tape machine', 'tape machines']);
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
