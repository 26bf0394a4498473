import { describe, expect, it } from 'vitest';
import { hitLink, suggestedQuery } from './ops-search';

const EPISODE = '0b4f1e39-2f0c-4f51-8f5e-5a4b8b2f7c10';

describe('ops search helpers', () => {
  it('suggests the query with each corrected word replaced, or nothing when no word changes', () => {
    expect(suggestedQuery({ query: 'junipr story', corrections: [{ word: 'junipr', alternatives: ['juniper', 'junior'] }] })).toBe(
      'juniper story',
    );
    expect(suggestedQuery({ query: 'bread', corrections: [] })).toBeNull();
    expect(suggestedQuery({ query: 'x', corrections: [{ word: 'x', alternatives: [] }] })).toBeNull();
  });

  it('opens a transcript line as its episode at that second, and other hits as their pages', () => {
    const hit = { id: 'seg-1', title: 'Bread', snippet: '', score: 1 };
    expect(hitLink('segment', { ...hit, episodeId: EPISODE, startSeconds: 83.25, endSeconds: 90 })).toEqual({
      to: '/ops/episode/$id',
      params: { id: EPISODE },
      search: { t: 83.25 },
    });
    expect(hitLink('soundbite', { ...hit, id: 'a1B2c3D4e5' })).toEqual({ to: '/ops/soundbite/$id', params: { id: 'a1B2c3D4e5' } });
    expect(hitLink('entity', { ...hit, id: 'e1' })).toEqual({ to: '/ops/entity/$id', params: { id: 'e1' } });
  });
});
