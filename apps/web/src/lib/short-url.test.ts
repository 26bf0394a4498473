import { describe, expect, it } from 'vitest';
import { shortUrl } from './short-url';

describe('shortUrl', () => {
  it('drops the scheme, www, a trailing slash and an empty query', () => {
    expect(shortUrl('https://www.launchedfm.com/?')).toBe('launchedfm.com');
    expect(shortUrl('http://example.com/podcast/')).toBe('example.com/podcast');
    expect(shortUrl('https://example.com:8443/a?b=1')).toBe('example.com:8443/a?b=1');
  });

  it('leaves what is not a web address as it is', () => {
    expect(shortUrl('mailto:host@example.com')).toBe('mailto:host@example.com');
    expect(shortUrl('not a url')).toBe('not a url');
  });
});
