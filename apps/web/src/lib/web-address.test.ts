import { describe, expect, it } from 'vitest';
import { compactUrl, isWebAddress, shortUrl, webHost } from './web-address';

describe('isWebAddress', () => {
  it('takes http and https addresses only', () => {
    expect(isWebAddress('https://ada.example/')).toBe(true);
    expect(isWebAddress('http://ada.example')).toBe(true);
    expect(isWebAddress('ada.example')).toBe(false);
    expect(isWebAddress('mailto:ada@example.com')).toBe(false);
  });
});

describe('webHost', () => {
  it('gives the host without www, and nothing for a missing or unreadable address', () => {
    expect(webHost('https://www.adamcurry.com/about')).toBe('adamcurry.com');
    expect(webHost('https://podcastindex.org/')).toBe('podcastindex.org');
    expect(webHost(null)).toBeNull();
    expect(webHost('not a url')).toBeNull();
  });
});

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

describe('compactUrl', () => {
  it('keeps a short address whole, as shortUrl writes it', () => {
    expect(compactUrl('https://www.example.com/feed.xml')).toBe('example.com/feed.xml');
  });

  it('cuts a long one in the middle, keeping its host and its end, within the length asked', () => {
    const href = 'https://feeds.example.com/shows/a-very-long-show-name-that-goes-on-and-on/private/feed.xml?token=abc123';
    const compact = compactUrl(href, 40);
    expect([...compact]).toHaveLength(40);
    expect(compact.startsWith('feeds.example.com/')).toBe(true);
    expect(compact.endsWith('token=abc123')).toBe(true);
    expect(compact).toContain('…');
  });

  it('leaves what is not a web address as it is when short', () => {
    expect(compactUrl('not a url')).toBe('not a url');
  });
});
