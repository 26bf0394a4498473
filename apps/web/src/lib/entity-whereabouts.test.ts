import { describe, expect, it } from 'vitest';
import { entityWhereabouts, namesInWords, podcastsInWords } from './entity-whereabouts';

describe('podcastsInWords', () => {
  it('lists the titles given and counts the rest', () => {
    expect(podcastsInWords({ podcastTitles: ['Launched', 'No Agenda'], podcastCount: 2 })).toBe('Launched, No Agenda');
    expect(podcastsInWords({ podcastTitles: ['A', 'B', 'C'], podcastCount: 5 })).toBe('A, B, C and 2 more');
    expect(podcastsInWords({ podcastTitles: [], podcastCount: 0 })).toBeNull();
  });
});

describe('entityWhereabouts', () => {
  it('sets namesakes apart by kind, link host and podcasts', () => {
    const entity = { href: 'https://www.adamcurry.com', linkCount: 3, podcastTitles: ['No Agenda'], podcastCount: 1 };
    expect(entityWhereabouts(entity, 'person')).toBe('person · adamcurry.com · 3 records in No Agenda');
    expect(entityWhereabouts({ ...entity, href: null, linkCount: 1 }, 'person')).toBe('person · 1 record in No Agenda');
    expect(entityWhereabouts({ href: null, linkCount: 0, podcastTitles: [], podcastCount: 0 }, 'topic')).toBe('topic · linked to nothing');
    expect(entityWhereabouts(entity)).toBe('adamcurry.com · 3 records in No Agenda');
  });
});

describe('namesInWords', () => {
  it('joins names as a sentence does', () => {
    expect(namesInWords([])).toBe('');
    expect(namesInWords([{ name: 'Ada' }])).toBe('Ada');
    expect(namesInWords([{ name: 'Ada' }, { name: 'Bo' }])).toBe('Ada and Bo');
    expect(namesInWords([{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }])).toBe('Ada, Bo and Cy');
  });
});
