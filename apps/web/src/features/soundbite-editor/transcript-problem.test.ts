import { describe, expect, it } from 'vitest';
import { transcriptProblem } from './transcript-problem';

describe('transcriptProblem', () => {
  it('drops the machine code and names the host, not the feed host', () => {
    expect(transcriptProblem('feed_fetch_failed: The feed host name could not be resolved')).toBe('The host name could not be resolved.');
    expect(transcriptProblem('feed_timeout: The feed host did not answer within 10000 ms')).toBe(
      'The host did not answer within 10000 ms.',
    );
    expect(transcriptProblem('feed_too_many_redirects: The feed redirects in a loop (back to https://a.example/t.srt)')).toBe(
      'It redirects in a loop (back to https://a.example/t.srt).',
    );
  });

  it('keeps a message without a code, and says so when none was recorded', () => {
    expect(transcriptProblem('No cues could be read from this WebVTT file.')).toBe('No cues could be read from this WebVTT file.');
    expect(transcriptProblem(null)).toBe('No reason was recorded.');
    expect(transcriptProblem('  ')).toBe('No reason was recorded.');
  });
});
