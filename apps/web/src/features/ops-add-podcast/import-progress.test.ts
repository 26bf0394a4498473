import { describe, expect, it } from 'vitest';
import { describeProgress, importSummary } from './components/AddPodcastBox';
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

  it('says what an import brought, and why listed transcripts are missing', () => {
    type Imported = Parameters<typeof importSummary>[0];
    const podcast = (transcripts: { fetched: number; failed: number; deferred: number }) =>
      ({
        counts: { episodes: 56, soundbites: 0, episodesWithTranscript: 0 },
        import: { movedTo: null, transcripts },
      }) as unknown as Imported;
    expect(importSummary(podcast({ fetched: 0, failed: 0, deferred: 0 }))).toBe('56 episodes (0 with a transcript), 0 soundbites. ');
    expect(importSummary(podcast({ fetched: 0, failed: 47, deferred: 0 }))).toBe(
      "56 episodes (0 with a transcript), 0 soundbites. 47 listed transcripts could not be fetched: the episodes' pages say why. ",
    );
    expect(importSummary(podcast({ fetched: 3, failed: 1, deferred: 2 }))).toContain(
      "1 listed transcript could not be fetched: the episodes' pages say why. 2 more transcripts come with the next refreshes.",
    );
  });
});
