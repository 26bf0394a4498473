import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, SHARED_FIXTURES_DIR, xmlFilesIn } from '../../test/support/fixture-server.js';
import { seededRandom } from '../../test/support/random.js';
import { referenceDecoding, sanitizeMarkup, sanitizeShowNotes } from './sanitize.js';
import { parseXmlTree } from './xml-tree.js';

const REL = 'rel="noopener noreferrer nofollow"';

describe('sanitizeShowNotes', () => {
  it('keeps the formatting vocabulary and safe links', () => {
    expect(sanitizeShowNotes('<p>A <b>bold</b>, <i>i</i>, <em>em</em> and <strong>strong</strong> line.<br>Next</p>')).toBe(
      '<p>A <b>bold</b>, <i>i</i>, <em>em</em> and <strong>strong</strong> line.<br />Next</p>',
    );
    expect(sanitizeShowNotes('<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>a</code></pre>')).toBe(
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>a</code></pre>',
    );
    for (const href of [
      'https://example.com/a?b=1&c=2',
      'http://example.com/',
      'mailto:host@example.com',
      '/relative/page',
      'page.html#x',
    ]) {
      const escaped = href.replaceAll('&', '&amp;');
      expect(sanitizeShowNotes(`<a href="${escaped}">x</a>`), href).toBe(`<a href="${escaped}" ${REL}>x</a>`);
    }
  });

  it('drops scripts, styles and embedded documents with everything inside them', () => {
    expect(sanitizeShowNotes('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(sanitizeShowNotes('<style>p { color: red }</style>text')).toBe('text');
    expect(sanitizeShowNotes('<svg><script>alert(1)</script><p>inside</p></svg>after')).toBe('after');
    expect(sanitizeShowNotes('<math><mi>x</mi></math><iframe src="https://e.example"></iframe><noscript><p>n</p></noscript>z')).toBe('z');
    expect(sanitizeShowNotes('<object><embed src="x"></object><textarea><b>t</b></textarea><select><option>o</option></select>y')).toBe(
      'y',
    );
    expect(sanitizeShowNotes('<script>never closed <p>still script')).toBeNull();
    // A tag name broken by another tag: no element comes of it, and what is left is inert, escaped text.
    expect(sanitizeShowNotes('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('removes every attribute but a checked href, whatever the tag', () => {
    expect(sanitizeShowNotes('<p onclick="steal()" style="x" class="c" title="t">a</p>')).toBe('<p>a</p>');
    expect(sanitizeShowNotes('<a href="https://e.example" onmouseover="x()" target="_blank" rel="opener">z</a>')).toBe(
      `<a href="https://e.example" ${REL}>z</a>`,
    );
    expect(sanitizeShowNotes('<img src=x onerror=alert(1)>caption')).toBe('caption');
    expect(sanitizeShowNotes('<b onload=alert(1)>b</b>')).toBe('<b>b</b>');
  });

  it('drops hrefs that are not http, https or mailto, however they are disguised', () => {
    const unsafe = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'java<!-- -->script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '\\\\evil.example/x',
    ];
    for (const href of unsafe) {
      expect(sanitizeShowNotes(`<a href="${href.replaceAll('"', '&quot;')}">x</a>`), href).toBe(`<a ${REL}>x</a>`);
    }
    expect(sanitizeShowNotes('<a href="">empty</a>')).toBe(`<a ${REL}>empty</a>`);
  });

  it('closes what the input left open, in order, and ignores stray closing tags', () => {
    expect(sanitizeShowNotes('<b>bold <i>both')).toBe('<b>bold <i>both</i></b>');
    expect(sanitizeShowNotes('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeShowNotes('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeShowNotes('text</b></i></a>')).toBe('text');
    expect(sanitizeShowNotes('<b><i>crossed</b></i>')).toBe('<b><i>crossed</i></b>');
    expect(sanitizeShowNotes('<div><p>nested <span>span</span></p></div>')).toBe('<p>nested span</p>');
  });

  it('decodes entities and escapes the text again, so no markup comes out of text', () => {
    expect(sanitizeShowNotes('a &amp; b &lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &copy; &#169;')).toBe(
      'a &amp; b &lt;script&gt;alert(1)&lt;/script&gt; "q" © ©',
    );
    expect(sanitizeShowNotes('& alone, &bogus; and 1 < 2 > 0')).toBe('&amp; alone, &amp;bogus; and 1 &lt; 2 &gt; 0');
    expect(sanitizeShowNotes('<a href="https://e.example/?q=&quot;x&quot;&lt;">x</a>')).toBe(
      `<a href="https://e.example/?q=&quot;x&quot;&lt;" ${REL}>x</a>`,
    );
    expect(sanitizeShowNotes('<!-- a comment --><p>after</p>')).toBe('<p>after</p>');
  });

  it('answers null for nothing, blank or markup without text', () => {
    expect(sanitizeShowNotes(null)).toBeNull();
    expect(sanitizeShowNotes(undefined)).toBeNull();
    expect(sanitizeShowNotes('   ')).toBeNull();
    expect(sanitizeShowNotes('<script>x</script>')).toBeNull();
  });

  it('gives plain text (no tag, no reference) what the tokenizer gives it, escaped and trimmed', () => {
    // The same text with a harmless tag in front goes through the tokenizer: its output after that tag is the reference.
    const throughTokenizer = (text: string) => (sanitizeShowNotes(`<b></b>${text}`) ?? '').replace(/^<b><\/b>/, '').trim() || null;
    const next = seededRandom(7);
    const alphabet = ['a', ' ', '\n', '\r', '\t', '>', '"', "'", '\u0000', '\uD83D', '\uDE00', 'é', '/', '=', '!', '-', ']'];
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(sanitizeShowNotes(text), JSON.stringify(text)).toBe(throughTokenizer(text));
    }
    expect(sanitizeShowNotes('  1 > 0, says the host  ')).toBe('1 &gt; 0, says the host');
    expect(sanitizeShowNotes(' \n ')).toBeNull();
  });
});

/** Every text value of the fixture feeds' items and channels: show notes, summaries, titles, as the feeds write them. */
function fixtureTexts(): string[] {
  const feeds = [...xmlFilesIn(path.join(FIXTURES_DIR, 'feeds')), ...xmlFilesIn(path.join(SHARED_FIXTURES_DIR, 'feeds'))];
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const [, xml] of feeds) {
    try {
      walk(parseXmlTree(xml));
    } catch {
      // not XML at all (the fixtures include some on purpose)
    }
  }
  return texts.filter((text) => text.includes('<') || text.includes('&'));
}

/** Markup built from the pieces where decoding references can go wrong: near misses, numbers, attributes of every quoting. */
function generatedMarkup(count: number): string[] {
  const pieces = [
    'text', ' ', '\n', 'é', '\u0000', '\ud83c', '\udfa7', '&', '&amp;', '&amp', '&ampx', '&AMP;', '&#38;', '&#x26;', '&#X26', '&#0;', '&#x80;',
    '&#128;', '&#xD800;', '&#1114112;', '&#', '&#x', '&#xZ;', '&lt', '&lt;', '&gt', '&quot;', '&not', '&noti', '&notin;', '&notit;', '&nbsp',
    '&copy', '&copy=', '&copyx', '&Aacute', '&zwj;', '&;', '&#59;', ';', '=', '"', "'", '<', '>', '/', '<p>', '</p>', '<b>', '</b>', '<br>',
    '<br/>', '<li>', '<ul>', '</ul>', '<a href="', '<a href=\'', '<a href=', '<a HREF="', '<a title="x" href="', '">', "'>", '>x</a>',
    '</a>', 'https://e.example/?a=1', 'java', 'script:', '&#106;avascript:', 'javascript&colon;', '&Tab;', '&NewLine;', 'mailto:x',
    '<!--', '-->', '<![CDATA[', ']]>', '<?x', '?>', '<!x>', '<title>', '</title>', '<textarea>', '</textarea>', '<script>', '</script>',
    '<style>', '</style>', '<iframe>', '</iframe>', '<svg>', '</svg>', '<P>', '<a', ' href', 'x="1"', '<img src=x>',
  ]; // prettier-ignore
  const next = seededRandom(20261124);
  return Array.from({ length: count }, () => {
    let html = '';
    const length = 1 + Math.floor(next() * 24);
    for (let i = 0; i < length; i++) html += pieces[Math.floor(next() * pieces.length)];
    return html;
  });
}

describe('decoding references outside the tokenizer', () => {
  it('gives what the tokenizer’s own decoding gives, for fixture feeds’ markup and thousands of generated cases', () => {
    const inputs = [...new Set([...fixtureTexts(), ...generatedMarkup(30_000)])];
    expect(inputs.length).toBeGreaterThan(25_000);
    // Most of them are decoded in the callbacks (the rest, by the tokenizer, are the reference itself).
    expect(inputs.filter((html) => referenceDecoding(html) === 'callbacks').length).toBeGreaterThan(inputs.length * 0.6);
    const differing = inputs
      .map((html) => ({ html, sanitized: sanitizeShowNotes(html), byTokenizer: sanitizeMarkup(html, 'tokenizer') }))
      .filter((result) => result.sanitized !== result.byTokenizer);
    expect(differing).toEqual([]);
  });

  it('leaves notes with elements whose text the tokenizer reads its own way to the tokenizer', () => {
    // Raw text: references stay as written.
    expect(sanitizeShowNotes('<xmp>&amp; &lt;b&gt;</xmp> &amp;')).toBe('&amp;amp; &amp;lt;b&amp;gt; &amp;');
    // A title's text is decoded, but not a reference right after a '<'.
    expect(sanitizeShowNotes('<title>&amp; <&amp;</title>')).toBe('&amp; &lt;&amp;amp;');
    expect(sanitizeShowNotes('<NOEMBED>&copy;</NOEMBED>')).toBe('&amp;copy;');
    expect(sanitizeShowNotes('<plaintext>&amp;<b>')).toBe('&amp;amp;&lt;b&gt;');
    // Elsewhere, references are decoded (and the text escaped again), links included.
    // In a link, a reference without its ';' is one only where no '=' or letter follows (here: '©' decoded, '&copy=' not).
    expect(sanitizeShowNotes('<p>&copy; &amp &#106;</p><a href="https://e.example/?a=1&amp;b=2&copy=3&copy">x</a>')).toBe(
      `<p>© &amp; j</p><a href="https://e.example/?a=1&amp;b=2&amp;copy=3©" ${REL}>x</a>`,
    );
    expect(sanitizeShowNotes('<a href="&#106;avascript:alert(1)">x</a>')).toBe(`<a ${REL}>x</a>`);
  });
});
