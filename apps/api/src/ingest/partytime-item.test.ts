import path from 'node:path';
import type { Episode } from 'podcast-partytime';
import { FeedType, type RSSFeed } from 'podcast-partytime/dist/parser/types.js';
import { unifiedParser } from 'podcast-partytime/dist/parser/unified.js';
import { describe, expect, it } from 'vitest';
import { sampleFeed } from './sample-feed.js';
import { FIXTURES_DIR, SHARED_FIXTURES_DIR, xmlFilesIn } from '../../test/support/fixture-server.js';
import { partytimeItem } from './parse-feed.js';
import { asArray, type RawNode } from './raw-node.js';
import { parseXmlTree } from './xml-tree.js';

/**
 * Items are mapped with partytime's item handler and only the tag handlers whose fields are stored,
 * reached through its internal module paths: an upgrade that changes either must fail here, not
 * quietly store less. Every field the import reads from an item is compared with partytime's own
 * unifiedParser, on each feed this repository has.
 */
const STORED_FIELDS = [
  'guid',
  'title',
  'description',
  'content',
  'pubDate',
  'duration',
  'enclosure',
  'image',
  'itunesImage',
  'itunesSeason',
  'itunesEpisode',
  'podcastSeason',
  'podcastEpisode',
  'podcastChapters',
  'podcastPeople',
] as const satisfies readonly (keyof Episode)[];

const storedFields = (item: Episode) => Object.fromEntries(STORED_FIELDS.map((field) => [field, item[field]]));

function bothMappings(xml: string) {
  const reference = unifiedParser(parseXmlTree(xml), FeedType.RSS)?.items ?? [];
  const tree = parseXmlTree(xml) as RSSFeed;
  const rawItems = asArray((tree.rss.channel as RawNode).item as RawNode | RawNode[] | undefined);
  const byGuid = new Map(rawItems.map((raw) => partytimeItem(raw, tree)).map((item) => [item.guid, item]));
  return reference.map((item) => ({ reference: storedFields(item), mapped: storedFields(byGuid.get(item.guid) ?? ({} as Episode)) }));
}

describe('an item as the import maps it', () => {
  it.each(xmlFilesIn(path.join(FIXTURES_DIR, 'feeds')))('has partytime’s own stored fields for %s', (_name, xml) => {
    const items = bothMappings(xml);
    expect(items.length).toBeGreaterThan(0);
    for (const { reference, mapped } of items) expect(mapped).toEqual(reference);
  });

  it('has partytime’s own stored fields for Podcasting 2.0 tags', () => {
    const xml = `<?xml version="1.0"?><rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel>
      <title>Show</title><link>https://a.example/</link><description>About</description>
      <podcast:person role="host" href="https://a.example/ann">Ann</podcast:person>
      <item><guid>one</guid><title>One</title><pubDate>Tue, 03 Jan 2023 10:00:00 GMT</pubDate>
        <description>Short</description><content:encoded><![CDATA[<p>Longer notes</p>]]></content:encoded>
        <enclosure url="https://a.example/1.mp3" type="audio/mpeg" length="1234"/><itunes:duration>01:02:03</itunes:duration>
        <itunes:image href="https://a.example/1.jpg"/><itunes:season>2</itunes:season><itunes:episode>7</itunes:episode>
        <podcast:season name="Winter">3</podcast:season><podcast:episode display="Ep. 8">8</podcast:episode>
        <podcast:chapters url="https://a.example/1.json" type="application/json+chapters"/>
        <podcast:person role="guest" group="cast" img="https://a.example/bo.jpg" href="https://a.example/bo">Bo</podcast:person>
        <podcast:person>Cy</podcast:person></item>
      <item><guid isPermaLink="false">two</guid><title>Two</title><enclosure url="https://a.example/2.mp3" type="audio/mpeg"/></item>
      </channel></rss>`;
    const items = bothMappings(xml);
    expect(items).toHaveLength(2);
    expect(items[0]!.mapped.podcastPeople).toHaveLength(2);
    expect(items[0]!.mapped.podcastChapters).toMatchObject({ url: 'https://a.example/1.json' });
    for (const { reference, mapped } of items) expect(mapped).toEqual(reference);
  });

  it('has partytime’s own stored fields for the synthetic benchmark feed', () => {
    for (const { reference, mapped } of bothMappings(sampleFeed(50))) expect(mapped).toEqual(reference);
  });

  // The shared folder also holds a schema example that is not an RSS document.
  const shared = xmlFilesIn(path.join(SHARED_FIXTURES_DIR, 'feeds')).filter(([, xml]) => /<rss[\s>]/.test(xml));
  describe.runIf(shared.length > 0)('on the shared fixture feeds', () => {
    it.each(shared)('has partytime’s own stored fields for %s', (_name, xml) => {
      for (const { reference, mapped } of bothMappings(xml)) expect(mapped).toEqual(reference);
    });
  });
});
