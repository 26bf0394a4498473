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

  it('shows a creation as what was set, empty strings visibly, and leaves out what was set to nothing', () => {
    expect(describeChanges(null, { title: '', status: 'draft', lastError: null })).toEqual([
      { field: 'title', before: null, after: '(empty)' },
      { field: 'status', before: null, after: 'draft' },
    ]);
  });

  it('leaves out a field that reads the same before and after (absent, then null)', () => {
    expect(describeChanges({ title: 'A' }, { title: 'B', lastError: null })).toEqual([{ field: 'title', before: 'A', after: 'B' }]);
  });

  it("reads an import's tally as what happened, nonzero counts only", () => {
    expect(describeChanges(null, { stats: { episodesCreated: 29, episodesUpdated: 0, peopleCreated: 2 } })).toEqual([
      { field: 'stats', before: null, after: '29 episodes created, 2 people created' },
    ]);
    expect(describeChanges({ title: 'A' }, { title: 'A', stats: { episodesCreated: 0 } })).toEqual([
      { field: 'stats', before: null, after: 'nothing changed' },
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
