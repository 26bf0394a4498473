import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.js';

describe('htmlToText', () => {
  it('keeps words that inline tags wrap joined to what is around them', () => {
    expect(htmlToText('<p>A <b>bold</b> word, a <a href="/x">link</a>.</p>')).toBe('A bold word, a link.');
    expect(htmlToText('un<em>believ</em>able')).toBe('unbelievable');
  });

  it('parts blocks and line breaks by a space', () => {
    expect(htmlToText('<p>One.</p><p>Two.</p><ul><li>Three</li><li>Four</li></ul>Five<br>Six')).toBe('One. Two. Three Four Five Six');
  });

  it('turns entities into their characters and leaves unknown ones as written', () => {
    expect(htmlToText('Fish &amp; chips &#8212; &#x1F44D; &nbsp;&copy;')).toBe('Fish & chips — 👍 &copy;');
  });
});
