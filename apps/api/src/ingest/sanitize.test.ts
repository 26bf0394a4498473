import { describe, expect, it } from 'vitest';
import { sanitizeShowNotes } from './sanitize.js';

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
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = ['a', ' ', '\n', '\r', '\t', '>', '"', "'", '\u0000', '\uD83D', '\uDE00', 'é', '/', '=', '!', '-', ']'];
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(sanitizeShowNotes(text), JSON.stringify(text)).toBe(throughTokenizer(text));
    }
    expect(sanitizeShowNotes('  1 > 0, says the host  ')).toBe('1 &gt; 0, says the host');
    expect(sanitizeShowNotes(' \n ')).toBeNull();
  });
});
