import { describe, expect, it } from 'vitest';
import { chapterIndexAt } from './chapters';

describe('chapterIndexAt', () => {
  const chapters = [
    { startSeconds: 10, title: 'Welcome' },
    { startSeconds: 95.5, title: 'The dawn chorus' },
    { startSeconds: 300, title: 'Goodbye' },
  ];
  it('is the last chapter started by then, and none before the first', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(-1);
    expect(chapterIndexAt(chapters, 10)).toBe(0);
    expect(chapterIndexAt(chapters, 95.49)).toBe(1);
    expect(chapterIndexAt(chapters, 299)).toBe(1);
    expect(chapterIndexAt(chapters, 4000)).toBe(2);
    expect(chapterIndexAt([], 50)).toBe(-1);
  });
});
