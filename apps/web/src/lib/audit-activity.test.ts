import { describe, expect, it } from 'vitest';
import { auditRecordName, describeAction } from './audit-activity';

describe('describeAction', () => {
  it('reads an action as a past-tense phrase', () => {
    expect(describeAction({ action: 'soundbite.publish', recordType: 'soundbite', after: null })).toBe('published a soundbite');
    expect(describeAction({ action: 'podcast.delete', recordType: 'podcast', after: null })).toBe('deleted a podcast');
    expect(describeAction({ action: 'entity.link', recordType: 'entity', after: null })).toBe('linked a person or topic');
    expect(describeAction({ action: 'entity.unlink', recordType: 'entity', after: null })).toBe('unlinked a person or topic');
    expect(describeAction({ action: 'podcast.move', recordType: 'podcast', after: null })).toBe('moved a podcast');
  });

  it('says which side of a merge the record was, so a merge never reads backwards', () => {
    expect(describeAction({ action: 'entity.merge', recordType: 'entity', after: null })).toBe('merged a duplicate into a person or topic');
    expect(describeAction({ action: 'entity.merged_into', recordType: 'entity', after: null })).toBe(
      'merged away a duplicate person or topic',
    );
  });

  it('says a deleted account was a listener’s, deleted as they asked', () => {
    expect(describeAction({ action: 'account.delete', recordType: 'account', after: null })).toBe(
      'deleted a listener’s account, as its owner asked',
    );
  });

  it('says which status a bulk change set, rather than its code', () => {
    const bulk = (status: string) => describeAction({ action: 'soundbite.bulk_status', recordType: 'soundbite', after: { status } });
    expect(bulk('published')).toBe('published a soundbite');
    expect(bulk('hidden')).toBe('hid a soundbite');
    expect(bulk('draft')).toBe('unpublished a soundbite');
  });

  it('reads an edit that only set the status as what it did, as the list’s bulk action reads', () => {
    const soundbite = { id: 's1', title: 'Salt', startSeconds: 3, durationSeconds: 5, updatedAt: '2026-11-27T09:00:00Z' };
    const edit = (before: object, after: object) =>
      describeAction({
        action: 'soundbite.update',
        recordType: 'soundbite',
        before,
        after: { ...after, updatedAt: '2026-11-27T09:05:00Z' },
      });
    expect(edit({ ...soundbite, status: 'draft' }, { ...soundbite, status: 'published' })).toBe('published a soundbite');
    expect(edit({ ...soundbite, status: 'published' }, { ...soundbite, status: 'hidden' })).toBe('hid a soundbite');
    // Anything else changed with it: an edit, its changes listed beside it.
    expect(edit({ ...soundbite, status: 'draft' }, { ...soundbite, title: 'Salt air', status: 'published' })).toBe('edited a soundbite');
    expect(edit({ ...soundbite, status: 'draft' }, { ...soundbite, title: 'Salt air', status: 'draft' })).toBe('edited a soundbite');
  });

  it('reads an unknown action with spaces for underscores', () => {
    expect(describeAction({ action: 'podcast.feed_moved', recordType: 'podcast', after: null })).toBe('feed moved a podcast');
  });
});

describe('auditRecordName', () => {
  const event = (recordType: string, after: unknown, before: unknown = null) => ({ recordType, recordId: '410a7b33-0000', after, before });

  it('names the record by its title or name as the event saw it, the one before a deletion too', () => {
    expect(auditRecordName(event('podcast', { title: 'Harbour Notes' }))).toBe('Harbour Notes');
    expect(auditRecordName(event('entity', { name: 'Ada Quill' }))).toBe('Ada Quill');
    expect(auditRecordName(event('entity', null, { name: 'Gone' }))).toBe('Gone');
  });

  it('names an untitled soundbite as such, and anything else by the start of its id', () => {
    expect(auditRecordName(event('soundbite', { title: ' ' }))).toBe('an untitled soundbite');
    expect(auditRecordName(event('soundbite', { title: '', startSeconds: 65, durationSeconds: 15.5 }))).toBe(
      'an untitled soundbite (1:05–1:20)',
    );
    expect(auditRecordName(event('podcast', { status: 'x' }))).toBe('#410a7b33');
    expect(auditRecordName(event('account', { status: 'x' }))).toBe('everything of it removed');
  });
});
