import { describe, expect, it } from 'vitest';
import { groupsByBestHit, nameMatch, hitContext, hitKindLabel, hitLink, hitTitle, suggestedQuery, type SearchGroup } from './ops-search';

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

  it('tells a hit apart by its podcast, a line also by its speaker, and a person by the podcasts linked with', () => {
    const hit = { id: 'x', title: 'Adam Curry', snippet: '', score: 1 };
    expect(hitContext('episode', { ...hit, podcastTitle: 'No Agenda' })).toBe('No Agenda');
    expect(hitContext('segment', { ...hit, podcastTitle: 'No Agenda', speaker: 'Adam Curry' })).toBe('Adam Curry · No Agenda');
    expect(hitContext('segment', { ...hit, podcastTitle: 'No Agenda', speaker: null })).toBe('No Agenda');
    expect(
      hitContext('entity', {
        ...hit,
        href: 'https://www.adamcurry.com/',
        linkCount: 5,
        podcastTitles: ['Launched', 'No Agenda'],
        podcastCount: 4,
      }),
    ).toBe('adamcurry.com · 5 records in Launched, No Agenda and 2 more');
    expect(hitContext('entity', { ...hit, href: null, linkCount: 0, podcastTitles: [], podcastCount: 0 })).toBe('linked to nothing');
    expect(hitTitle('segment', { ...hit, startSeconds: 83.5 })).toBe('1:23 · Adam Curry');
    expect(hitContext('podcast', hit)).toBeNull();
  });

  it('names what one hit is, a person or topic by its own kind', () => {
    const hit = { id: 'x', title: 'Adam Curry', snippet: '', score: 1 };
    expect(hitKindLabel('segment', hit)).toBe('Transcript line');
    expect(hitKindLabel('episode', hit)).toBe('Episode');
    expect(hitKindLabel('entity', { ...hit, entityKind: 'person' })).toBe('Person');
    expect(hitKindLabel('entity', { ...hit, entityKind: 'organization' })).not.toBe('organization');
  });

  it('puts the group with the best-ranked hit first, keeps the order of groups that rank alike, and drops empty ones', () => {
    const group = (kind: SearchGroup['kind'], ...scores: number[]): SearchGroup => ({
      kind,
      hasMore: false,
      items: scores.map((score, i) => ({ id: `${kind}-${i}`, title: kind, snippet: '', score })),
    });
    const ordered = groupsByBestHit([
      group('podcast'),
      group('episode', 0.1, 0.05),
      group('soundbite', 0.3),
      group('segment', 0.6, 0.2),
      group('entity', 0.3),
    ]);
    expect(ordered.map((g) => g.kind)).toEqual(['segment', 'soundbite', 'entity', 'episode']);
  });

  it('puts a record named as typed first: its whole name, then its start; transcript lines do not count', () => {
    expect(nameMatch('Soundbites Demo', 'soundbites  demo')).toBe(2);
    expect(nameMatch('Sentimental Garbage', 'Sentim')).toBe(1);
    expect(nameMatch('The Sentimental Garbage', 'sentim')).toBe(0);
    const hit = (title: string, score: number) => ({ id: title, title, snippet: '', score });
    const groups: SearchGroup[] = [
      { kind: 'podcast', hasMore: false, items: [hit('Sentimental Garbage', 0.1)] },
      { kind: 'episode', hasMore: false, items: [hit('Sentimental Garbage 12: Trailer', 0.5)] },
      { kind: 'segment', hasMore: false, items: [hit('Sentimental', 0.9)] },
      { kind: 'entity', hasMore: false, items: [hit('Caroline O', 0.7)] },
    ];
    expect(groupsByBestHit(groups, 'sentimental').map((g) => g.kind)).toEqual(['podcast', 'episode', 'segment', 'entity']);
    expect(groupsByBestHit(groups, 'sentimental garbage').map((g) => g.kind)).toEqual(['podcast', 'episode', 'segment', 'entity']);
  });
});
