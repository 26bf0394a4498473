import { describe, expect, it } from 'vitest';
import { describeChanges, describeEvent, fieldInWords } from './audit';

describe('describeChanges', () => {
  it('says a list by its length, not as a wall of JSON; a deletion by what the record held', () => {
    expect(describeChanges({ name: 'Ima', links: [{ id: 'a' }, { id: 'b' }], tags: [], lastError: null }, null)).toEqual([
      { field: 'name', before: null, after: 'Ima' },
      { field: 'links', before: null, after: '2' },
      { field: 'tags', before: null, after: 'none' },
    ]);
  });

  it('shows a title of spaces as empty, as the editor now saves it', () => {
    expect(describeChanges({ title: '  ' }, { title: 'Named' })).toEqual([{ field: 'title', before: '(empty)', after: 'Named' }]);
  });

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

  it('reads a range stored as start and length as the editor shows it: Start and End in m:ss.s', () => {
    expect(
      describeChanges(
        { title: 'A', startSeconds: 16.5, durationSeconds: 12.446, status: 'draft' },
        { title: 'A', startSeconds: 16.5, durationSeconds: 13.221, status: 'draft' },
      ),
    ).toEqual([{ field: 'end', before: '0:28.946', after: '0:29.721' }]);
    expect(describeChanges(null, { startSeconds: 65, durationSeconds: 15 })).toEqual([
      { field: 'start', before: null, after: '1:05' },
      { field: 'end', before: null, after: '1:20' },
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
    expect(describeChanges(null, { stats: { peopleCreated: 1, personLinksAdded: 1, episodesCreated: 1 } })).toEqual([
      { field: 'stats', before: null, after: '1 person created, 1 person link added, 1 episode created' },
    ]);
    expect(describeChanges({ title: 'A' }, { title: 'A', stats: { episodesCreated: 0 } })).toEqual([
      { field: 'stats', before: null, after: 'nothing changed' },
    ]);
  });

  it("says an entity's kind as the console does", () => {
    expect(describeChanges({ kind: 'person' }, { kind: 'organization' })).toEqual([
      { field: 'kind', before: 'Person', after: 'Organisation' },
    ]);
  });

  it('shortens nested values', () => {
    const [change] = describeChanges(null, { link: { role: 'guest', long: 'x'.repeat(200) } });
    expect(change!.after.length).toBe(120);
    expect(change!.after.endsWith('…')).toBe(true);
  });
});

describe('describeEvent', () => {
  const link = { id: 'l1', role: 'sponsor', group: 'cast', source: 'staff', target: { type: 'podcast', id: 'p1', title: 'Launched' } };

  it('says which record a link or unlink joined, by its title, instead of the raw link', () => {
    expect(describeEvent({ action: 'entity.link', before: null, after: { name: 'Ada', link } })).toEqual([
      { field: 'linkedTo', before: null, after: '“Launched” (podcast) as sponsor' },
    ]);
    expect(describeEvent({ action: 'entity.unlink', before: { name: 'Ada', link }, after: null })).toEqual([
      { field: 'unlinkedFrom', before: null, after: '“Launched” (podcast) as sponsor' },
    ]);
  });

  it('reads a link recorded before links carried titles by its kind of record', () => {
    const old = { id: 'l1', role: 'guest', episodeId: 'e1', podcastId: null };
    expect(describeEvent({ action: 'entity.unlink', before: { link: old }, after: null })[0]!.after).toBe('an episode as guest');
  });

  it('names both sides of a merge, and how many links moved, instead of ids', () => {
    const merge = (after: unknown) => describeEvent({ action: 'entity.merge', before: null, after });
    expect(merge({ mergedFrom: { id: 'd1', name: 'Ada Q.' }, movedLinkIds: ['a', 'b'], droppedDuplicateLinkIds: ['c'] })).toEqual([
      { field: 'mergedIn', before: null, after: 'Ada Q. (2 links moved over, 1 already here)' },
    ]);
    expect(merge({ mergedFrom: '06042f76-aaaa', movedLinkIds: ['a'], droppedDuplicateLinkIds: [] })[0]!.after).toBe(
      '#06042f76 (1 link moved over)',
    );
    const mergedAway = describeEvent({
      action: 'entity.merged_into',
      before: { name: 'Ada Q.', mergedIntoId: null, links: [] },
      after: { name: 'Ada Q.', mergedIntoId: 's1', mergedInto: { id: 's1', name: 'Ada Quill' } },
    });
    expect(mergedAway).toEqual([{ field: 'mergedInto', before: null, after: 'Ada Quill' }]);
  });

  it('lists the fields of every other event as before', () => {
    expect(describeEvent({ action: 'soundbite.update', before: { title: 'A' }, after: { title: 'B' } })).toEqual([
      { field: 'title', before: 'A', after: 'B' },
    ]);
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
