import { describe, expect, it } from 'vitest';
import { feedUrlProblem } from './feed-url';

describe('feedUrlProblem', () => {
  it('takes http and https addresses, and refuses the rest in the words the API uses', () => {
    expect(feedUrlProblem('https://example.org/feed.xml')).toBeNull();
    expect(feedUrlProblem('http://127.0.0.1:8099/feeds/a.xml')).toBeNull();
    expect(feedUrlProblem('')).toBe('Enter the feed’s web address.');
    for (const typed of ['ftp://example.org/feed.xml', 'example.org/feed.xml', 'not a url']) {
      expect(feedUrlProblem(typed)).toBe('That is not a web address. A feed URL starts with http:// or https://.');
    }
    expect(feedUrlProblem('https://me:secret@example.org/feed.xml')).toBe('A feed URL cannot carry a user name or password.');
  });
});
