import { describe, expect, it } from 'vitest';
import { describeProgress } from './components/AddPodcastBox';
import { importFailureReason } from './import-errors';

describe('import progress and failures in staff words', () => {
  it('describes each step, with counts where the server sends them', () => {
    expect(describeProgress(null)).toBe('Starting…');
    expect(describeProgress({ phase: 'fetching' })).toBe('Fetching the feed');
    expect(describeProgress({ phase: 'parsing', bytes: 3 * 1024 * 1024 })).toBe('Reading the feed (3.0 MB)');
    expect(describeProgress({ phase: 'writing', done: 120, total: 480 })).toBe('Writing episodes: 120 of 480');
    expect(describeProgress({ phase: 'transcripts', done: 2, total: 10 })).toBe('Fetching transcripts: 2 of 10');
  });

  it('explains why a feed was refused without the technical code', () => {
    expect(importFailureReason('feed_host_refused')).toMatch(/private network/);
    expect(importFailureReason('feed_not_xml')).toMatch(/not a podcast feed/);
    expect(importFailureReason('feed_too_large')).toMatch(/too large/);
    expect(importFailureReason('feed_timeout')).toMatch(/too slow/);
    expect(importFailureReason('feed_fetch_failed')).toMatch(/could not be reached/);
    expect(importFailureReason('something_new')).toBe('The podcast could not be added.');
  });
});
