import path from 'node:path';
import { parse as partytimeParse } from 'podcast-partytime/dist/parser/xml-parser.js';
import { describe, expect, it } from 'vitest';
import { sampleFeed } from './sample-feed.js';
import { FIXTURES_DIR, SHARED_FIXTURES_DIR, xmlFilesIn } from '../../test/support/fixture-server.js';
import { parseXmlTree } from './xml-tree.js';

describe('the XML tree the parser reads', () => {
  const own = [...xmlFilesIn(path.join(FIXTURES_DIR, 'feeds')), ...xmlFilesIn(path.join(FIXTURES_DIR, 'hostile'))];
  it.each(own)('is partytime’s own tree for %s', (_name, xml) => {
    expect(parseXmlTree(xml)).toEqual(partytimeParse(xml));
  });

  it('is partytime’s own tree for references in text, CDATA and attributes', () => {
    const xml = `<?xml version="1.0"?><rss><channel><title>Tom &amp; Jerry &eacute;t&#233; &#x1F600; &nbsp;</title>
      <description><![CDATA[<p>Fish &amp; chips &copy; 2024 &bogus; & alone</p>]]></description>
      <item><title>No references at all</title><link>https://a.example/?x=1&amp;y=2</link>
      <enclosure url="https://a.example/a.mp3?x=1&amp;y=2" type="audio/mpeg"/><itunes:duration>01:02</itunes:duration></item>
      </channel></rss>`;
    expect(parseXmlTree(xml)).toEqual(partytimeParse(xml));
  });

  it('is partytime’s own tree for the synthetic benchmark feed', () => {
    const xml = sampleFeed(50);
    expect(parseXmlTree(xml)).toEqual(partytimeParse(xml));
  });

  const shared = xmlFilesIn(path.join(SHARED_FIXTURES_DIR, 'feeds'));
  describe.runIf(shared.length > 0)('on the shared fixture feeds', () => {
    it.each(shared)('is partytime’s own tree for %s', (_name, xml) => {
      expect(parseXmlTree(xml)).toEqual(partytimeParse(xml));
    });
  });
});
