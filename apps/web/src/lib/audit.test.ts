import { describe, expect, it } from 'vitest';
import { describeChanges, fieldInWords } from './audit';

describe('describeChanges', () => {
  it('lists changed fields before → after, without bookkeeping fields', () => {
    expect(
      describeChanges(
        { id: 'a', title: 'Old', startSeconds: 10, status: 'draft', updatedAt: '1' },
        { id: 'a', title: 'New', startSeconds: 10.5, status: 'draft', updatedAt: '2' },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'startSeconds', before: '10', after: '10.5' },
    ]);
  });

  it('shows a creation as set from nothing and empty strings visibly', () => {
    expect(describeChanges(null, { title: '', status: 'draft' })).toEqual([
      { field: 'title', before: '—', after: '(empty)' },
      { field: 'status', before: '—', after: 'draft' },
    ]);
  });

  it('shortens nested values', () => {
    const [change] = describeChanges(null, { link: { role: 'guest', long: 'x'.repeat(200) } });
    expect(change!.after.length).toBe(120);
    expect(change!.after.endsWith('…')).toBe(true);
  });
});

describe('fieldInWords', () => {
  it('names a field without a label of its own the way the labelled ones read', () => {
    expect(fieldInWords('source')).toBe('Source');
    expect(fieldInWords('feedUrl')).toBe('Feed URL');
    expect(fieldInWords('publishedFeedSoundbites')).toBe('Published feed soundbites');
    expect(fieldInWords('topic_id')).toBe('Topic ID');
  });
});
