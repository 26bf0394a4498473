import { describe, expect, it } from 'vitest';
import { chapterIndexAt, nextChapterStart, previousChapterStart } from './chapters';

const chapters = [
  { startSeconds: 10, title: 'Welcome' },
  { startSeconds: 95.5, title: 'The dawn chorus' },
  { startSeconds: 300, title: 'Goodbye' },
];

describe('chapterIndexAt', () => {
  it('is the last chapter started by then, and none before the first', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(-1);
    expect(chapterIndexAt(chapters, 10)).toBe(0);
    expect(chapterIndexAt(chapters, 95.49)).toBe(1);
    expect(chapterIndexAt(chapters, 299)).toBe(1);
    expect(chapterIndexAt(chapters, 4000)).toBe(2);
    expect(chapterIndexAt([], 50)).toBe(-1);
  });
});

describe('previousChapterStart', () => {
  it('goes back to the start of the chapter playing, or to the one before just after a start', () => {
    expect(previousChapterStart(chapters, 200)).toBe(95.5);
    expect(previousChapterStart(chapters, 97)).toBe(10);
    expect(previousChapterStart(chapters, 95.5)).toBe(10);
    expect(previousChapterStart(chapters, 4000)).toBe(300);
  });
  it('stays at the first chapter’s start, and has nowhere to go before it', () => {
    expect(previousChapterStart(chapters, 11)).toBe(10);
    expect(previousChapterStart(chapters, 5)).toBeNull();
    expect(previousChapterStart([], 5)).toBeNull();
  });
});

describe('nextChapterStart', () => {
  it('is the next chapter’s start, the first before any began, and none in the last', () => {
    expect(nextChapterStart(chapters, 0)).toBe(10);
    expect(nextChapterStart(chapters, 10)).toBe(95.5);
    expect(nextChapterStart(chapters, 299.9)).toBe(300);
    expect(nextChapterStart(chapters, 301)).toBeNull();
    expect(nextChapterStart([], 0)).toBeNull();
  });
});
