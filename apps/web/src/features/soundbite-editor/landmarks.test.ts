import { describe, expect, it } from 'vitest';
import { chapterAt, chapterSpans, neighboursOf, rangeAtChapter } from './landmarks';

describe('chapterSpans', () => {
  it('orders the chapters, each ending where the next begins, the last at the episode’s end', () => {
    expect(
      chapterSpans(
        [
          { startTime: 300, title: 'Second' },
          { startTime: 0, title: ' Intro ' },
          { startTime: 900, title: '' },
        ],
        1200,
      ),
    ).toEqual([
      { start: 0, end: 300, title: 'Intro' },
      { start: 300, end: 900, title: 'Second' },
      { start: 900, end: 1200, title: 'Untitled chapter' },
    ]);
  });

  it('keeps an earlier end the feed states, and leaves out hidden chapters and those past the end', () => {
    expect(
      chapterSpans(
        [
          { startTime: 0, endTime: 60, title: 'Cold open' },
          { startTime: 30, title: 'Ad', toc: false },
          { startTime: 120, endTime: 9999, title: 'Main' },
          { startTime: 2000, title: 'Past the end' },
        ],
        1500,
      ),
    ).toEqual([
      { start: 0, end: 60, title: 'Cold open' },
      { start: 120, end: 1500, title: 'Main' },
    ]);
  });

  it('leaves the last end open when the episode’s length is not known', () => {
    expect(chapterSpans([{ startTime: 10, title: 'Only' }], null)).toEqual([{ start: 10, end: null, title: 'Only' }]);
  });
});

describe('chapterAt', () => {
  const chapters = chapterSpans(
    [
      { startTime: 10, endTime: 50, title: 'A' },
      { startTime: 60, title: 'B' },
    ],
    100,
  );
  it('finds the chapter a moment falls in, or none in a gap or before the first', () => {
    expect(chapterAt(chapters, 5)).toBeNull();
    expect(chapterAt(chapters, 10)).toBe(0);
    expect(chapterAt(chapters, 49.9)).toBe(0);
    expect(chapterAt(chapters, 55)).toBeNull();
    expect(chapterAt(chapters, 60)).toBe(1);
    expect(chapterAt(chapters, 99)).toBe(1);
  });
});

describe('rangeAtChapter', () => {
  it('moves the range to the chapter’s start and keeps its length', () => {
    expect(rangeAtChapter({ start: 5, end: 20 }, { start: 300, end: 900, title: 'x' }, 1200)).toEqual({ start: 300, end: 315 });
  });

  it('stops at the chapter’s end, and at the episode’s', () => {
    expect(rangeAtChapter({ start: 0, end: 60 }, { start: 100, end: 130, title: 'x' }, 1200)).toEqual({ start: 100, end: 130 });
    expect(rangeAtChapter({ start: 0, end: 60 }, { start: 1190, end: null, title: 'x' }, 1200)).toEqual({ start: 1190, end: 1200 });
  });
});

describe('neighboursOf', () => {
  it('lists the other soundbites as ranges', () => {
    const soundbites = [
      { id: 'a', title: 'One', startSeconds: 1.1, durationSeconds: 2.2, status: 'published' },
      { id: 'b', title: 'Two', startSeconds: 5, durationSeconds: 1, status: 'draft' },
    ];
    expect(neighboursOf(soundbites, 'a')).toEqual([{ id: 'b', title: 'Two', start: 5, end: 6, status: 'draft' }]);
    expect(neighboursOf(soundbites, null)[0]).toMatchObject({ start: 1.1, end: 3.3 });
  });
});
