import { describe, expect, it } from 'vitest';
import { describeAction } from './activity';
import { importErrorMessage } from './import-errors';

describe('describeAction', () => {
  it('reads an action as a past-tense phrase', () => {
    expect(describeAction({ action: 'soundbite.publish', recordType: 'soundbite', after: null })).toBe('published a soundbite');
    expect(describeAction({ action: 'entity.merge', recordType: 'entity', after: null })).toBe('merged an entity');
  });

  it('says which status a bulk change set, rather than its code', () => {
    const bulk = (status: string) => describeAction({ action: 'soundbite.bulk_status', recordType: 'soundbite', after: { status } });
    expect(bulk('published')).toBe('published a soundbite');
    expect(bulk('hidden')).toBe('hid a soundbite');
    expect(bulk('draft')).toBe('unpublished a soundbite');
  });

  it('reads an unknown action with spaces for underscores', () => {
    expect(describeAction({ action: 'podcast.feed_moved', recordType: 'podcast', after: null })).toBe('feed moved a podcast');
  });
});

describe('importErrorMessage', () => {
  it('drops the code in front of a stored import error', () => {
    expect(importErrorMessage('feed_not_xml: The address answered with an HTML page, not a feed.')).toBe(
      'The address answered with an HTML page, not a feed.',
    );
    expect(importErrorMessage('Something without a code: kept whole')).toBe('Something without a code: kept whole');
  });
});
