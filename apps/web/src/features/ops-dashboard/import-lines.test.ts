import { describe, expect, it } from 'vitest';
import { importErrorMessage, importOutcomeLine, quietChecksLine, repeatsLine } from './import-lines';

describe('importErrorMessage', () => {
  it('drops the code in front of a stored import error', () => {
    expect(importErrorMessage('feed_not_xml: The address answered with an HTML page, not a feed.')).toBe(
      'The address answered with an HTML page, not a feed.',
    );
    expect(importErrorMessage('Something without a code: kept whole')).toBe('Something without a code: kept whole');
  });
});

describe('quietChecksLine', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('counts the scheduled checks that found nothing new, and says when the last finished', () => {
    expect(quietChecksLine({ lastDay: 0, lastAt: null }, now)).toBeNull();
    expect(quietChecksLine({ lastDay: 1, lastAt: '2026-03-01T11:57:00Z' }, now)).toBe(
      'One scheduled check in the last day found nothing new; it finished 3 minutes ago.',
    );
    expect(quietChecksLine({ lastDay: 1240, lastAt: '2026-03-01T11:59:59Z' }, now)).toBe(
      '1,240 scheduled checks in the last day found nothing new; the last finished just now.',
    );
  });
});

describe('importOutcomeLine', () => {
  it('says what an import did: its error, its counts, or that nothing had changed', () => {
    expect(importOutcomeLine({ status: 'failed', error: 'feed_timeout: The host was too slow', stats: null, changed: false })).toBe(
      'The host was too slow',
    );
    expect(importOutcomeLine({ status: 'not_modified', error: null, stats: { episodesCreated: 0 }, changed: false })).toBe(
      'The host said nothing had changed since the last fetch.',
    );
    expect(
      importOutcomeLine({ status: 'succeeded', error: null, stats: { episodesCreated: 0, soundbitesSkipped: 3 }, changed: false }),
    ).toBe('Nothing new or changed in the feed.');
    expect(
      importOutcomeLine({ status: 'succeeded', error: null, stats: { episodesCreated: 3, soundbitesCreated: 2 }, changed: true }),
    ).toBe('3 new episodes · 2 new soundbites');
    expect(importOutcomeLine({ status: 'succeeded', error: null, stats: { podcastUpdated: 1 }, changed: true })).toBe(
      'Podcast details updated',
    );
  });
});

describe('repeatsLine', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('says how often a failure came again, and since when; nothing for a single import', () => {
    expect(repeatsLine({ times: 1, firstFinishedAt: '2026-03-01T11:00:00Z' }, now)).toBeNull();
    expect(repeatsLine({ times: 6, firstFinishedAt: '2026-03-01T09:00:00Z' }, now)).toBe('6 times in a row since 3 hours ago');
  });
});
