import fs from 'node:fs';
import path from 'node:path';
import { validate as validateXml } from 'podcast-partytime/dist/parser/xml-parser.js';
import { describe, expect, it } from 'vitest';
import { sampleFeed } from './sample-feed.js';
import { FIXTURES_DIR, SHARED_FIXTURES_DIR } from '../../test/support/fixture-server.js';
import { seededRandom } from '../../test/support/random.js';
import { assertWellFormed, withEmptyCdata } from './feed-document.js';

const wellFormed = (xml: string) => validateXml(xml) === true;

/** Pieces that move the validator between its states: quotes, tag ends, comments, CDATA, processing instructions. */
const PIECES = [
  '<',
  '>',
  '"',
  "'",
  '/',
  '!',
  '?',
  '-',
  '--',
  ']]>',
  '<![CDATA[',
  '<!--',
  '-->',
  '<?',
  '?>',
  '<a>',
  '</a>',
  ' x="',
  '&amp;',
  '&',
  '\n',
];

function mutate(xml: string, next: () => number): string {
  let result = xml;
  const edits = 1 + Math.floor(next() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (result.length + 1));
    if (next() < 0.3) result = result.slice(0, at) + result.slice(at + 1 + Math.floor(next() * 4));
    else result = result.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + result.slice(at);
  }
  return result;
}

const SMALL_FEED = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>T &amp; <![CDATA[c]]></title>
<!-- a comment with <![CDATA[ inside ]]> -->
<item><title a='x"<![CDATA[' b="y">I</title><description><![CDATA[<p>notes > 1 & "q"</p>]]></description>
<?pi <![CDATA[ ?><guid>g<![CDATA[1]]>2</guid></item>
</channel></rss>`;

describe('checking well-formedness without the text of CDATA sections', () => {
  it('gives the same answer as the whole document on thousands of mutated documents', () => {
    const seeds = [SMALL_FEED, sampleFeed(2)];
    const next = seededRandom(11);
    let stripped = 0;
    for (let n = 0; n < 4000; n++) {
      const xml = mutate(seeds[n % seeds.length]!, next);
      const emptied = withEmptyCdata(xml);
      if (emptied !== xml) stripped++;
      expect(wellFormed(emptied), xml).toBe(wellFormed(xml));
    }
    // The comparison is only worth something if most cases had text taken out.
    expect(stripped).toBeGreaterThan(3000);
  });

  it('takes out only the text inside CDATA sections', () => {
    expect(withEmptyCdata(SMALL_FEED)).toBe(
      SMALL_FEED.replace('<![CDATA[c]]>', '<![CDATA[]]>')
        .replace('<![CDATA[<p>notes > 1 & "q"</p>]]>', '<![CDATA[]]>')
        .replace('<![CDATA[1]]>', '<![CDATA[]]>'),
    );
  });

  const feeds = [path.join(FIXTURES_DIR, 'feeds'), path.join(SHARED_FIXTURES_DIR, 'feeds')]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')] as const));
  it.each(feeds)('gives the same answer for %s', (_name, xml) => {
    expect(wellFormed(withEmptyCdata(xml))).toBe(wellFormed(xml));
  });

  it("names the line of the author's document when it refuses one", () => {
    const xml = `<rss><channel>\n<item><description><![CDATA[line\nline\nline]]></description>\n</itm></item></channel></rss>`;
    expect(() => assertWellFormed(xml)).toThrow(/line 5\)/);
  });
});
