import { describe, expect, it } from 'vitest';
import { entityDetail, speakersInRange } from './people';

describe('entityDetail', () => {
  it('gives the host of its web page and its podcasts, so namesakes tell apart', () => {
    expect(entityDetail({ href: 'https://www.adamcurry.com/', podcastTitles: ['No Agenda', 'Podcasting 2.0'], podcastCount: 2 })).toBe(
      'adamcurry.com · No Agenda, Podcasting 2.0',
    );
    expect(entityDetail({ href: null, podcastTitles: ['A', 'B', 'C'], podcastCount: 5 })).toBe('A, B, C and 2 more');
    expect(entityDetail({ href: null, podcastTitles: [], podcastCount: 0 })).toBe('linked to no podcast');
  });
});

describe('speakersInRange', () => {
  const line = (startSeconds: number, endSeconds: number, speaker: string | null) => ({ startSeconds, endSeconds, speaker });
  const lines = [line(0, 5, 'Adam Curry'), line(5, 10, 'Dave Jones'), line(10, 15, 'adam  curry'), line(15, 20, 'Sam'), line(20, 25, null)];

  it('gives who speaks within the range, once each, in the order they first speak', () => {
    expect(speakersInRange(lines, { start: 4, end: 14 }, [])).toEqual(['Adam Curry', 'Dave Jones']);
    expect(speakersInRange(lines, { start: 7, end: 25 }, [])).toEqual(['Dave Jones', 'adam curry', 'Sam']);
  });

  it('leaves out lines that only touch the range, people already linked, and speakers that name no one', () => {
    expect(speakersInRange(lines, { start: 5, end: 10 }, [])).toEqual(['Dave Jones']);
    expect(speakersInRange(lines, { start: 0, end: 20 }, ['ADAM CURRY', ' Sam '])).toEqual(['Dave Jones']);
    expect(speakersInRange([line(0, 5, '1'), line(5, 10, ' '), line(10, 15, 'SPEAKER 2')], { start: 0, end: 15 }, [])).toEqual([
      'SPEAKER 2',
    ]);
  });
});
