import { describe, expect, it } from 'vitest';
import { parseFeedDocument, itemFingerprint } from './parse-feed.js';
import { splitItems } from './split-items.js';

const feed = (items: string[], after = '') =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>${items.join('\n')}${after}</channel></rss>`;
const item = (guid: string, notes = 'Notes') =>
  `<item><title>Episode ${guid}</title><guid>${guid}</guid><enclosure url="https://host.test/${guid}.mp3" type="audio/mpeg" length="1"/><description><![CDATA[${notes}]]></description></item>`;

describe('splitItems', () => {
  it('cuts a feed into its channel part and the raw text of each item', () => {
    const split = splitItems(feed([item('a'), item('b')], '<link>https://host.test/</link>'))!;
    expect(split.items).toEqual([item('a'), item('b')]);
    expect(split.head).toBe('<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title>');
    expect(split.tail).toBe('<link>https://host.test/</link></channel></rss>');
  });

  it('treats <item> inside CDATA and comments as text, and <itemize> as another tag', () => {
    const tricky = item('a', '<item>not an item</item>');
    const split = splitItems(feed([tricky, '<!-- <item> -->', item('b')]))!;
    expect(split.items).toEqual([tricky, item('b')]);
    expect(splitItems(feed(['<itemize/>', item('a')]))!.items).toEqual([item('a')]);
  });

  it('refuses to cut when channel tags sit between items, so the feed is read whole', () => {
    expect(splitItems(feed([item('a'), '<title>Late title</title>', item('b')]))).toBeNull();
  });
});

describe('parseFeedDocument with known items', () => {
  it('reads items in chunks, fingerprints each, and skips the ones it is told are stored', () => {
    const items = Array.from({ length: 450 }, (_, i) => item(`g${i}`));
    const bytes = Buffer.from(feed(items));
    const whole = parseFeedDocument(bytes);
    expect(whole.episodes.map((e) => e.guid)).toEqual(items.map((_, i) => `g${i}`));
    expect(whole.episodes[7]!.fingerprint).toBe(itemFingerprint(items[7]!));

    const known = new Map(whole.episodes.filter((_, i) => i !== 3).map((e) => [e.fingerprint!, e.guid]));
    const again = parseFeedDocument(bytes, known);
    expect(again.episodes.map((e) => e.guid)).toEqual(['g3']);
    expect(again.podcast.title).toBe('Show');
  });

  it('keeps the first of two items with the same guid even when the first is skipped', () => {
    const first = item('same', 'first');
    const bytes = Buffer.from(feed([first, item('same', 'second')]));
    expect(parseFeedDocument(bytes, new Map([[itemFingerprint(first), 'same']])).episodes).toEqual([]);
  });
});
