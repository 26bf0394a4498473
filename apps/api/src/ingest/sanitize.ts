import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';

/** The formatting vocabulary show notes keep; every other tag is dropped and its text kept. */
const ALLOWED_TAGS = new Set(['p', 'a', 'b', 'i', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'blockquote', 'code', 'pre']);
/** Dropped together with everything inside them: the text of a script is never show notes. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']);
const VOID_TAGS = new Set(['br']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * Show-notes HTML as it may be stored and rendered: a small formatting vocabulary, safe links only.
 *
 * Built on htmlparser2's callbacks rather than sanitize-html (which runs the same tokenizer and then
 * general-purpose machinery per tag: a quarter to a third of parsing a big feed). The output is
 * written from scratch, never copied from the input: only the tags above, with no attributes but a
 * link's checked href and a fixed rel; all text escaped; every element closed, in order. So whatever
 * the input's tokens are, the output is well-formed and can carry nothing but that vocabulary.
 */
export function sanitizeShowNotes(html: string | null | undefined): string | null {
  if (html == null) return null;
  // Without '<' there is no tag and without '&' no reference: the tokenizer would hand the whole text over as
  // it is, so it is escaped here directly (plain-text notes are common, and the tokenizer walks every character).
  if (!html.includes('<') && !html.includes('&')) return escapeText(html).trim() || null;
  return sanitizeMarkup(html, referenceDecoding(html));
}

/**
 * Who decodes character references. The tokenizer, when it does, walks the text a character at a time
 * to find them; left to the callbacks, it skips from '<' to '<' and the references are decoded there,
 * with the decoder and modes it would use (legacy in text, attribute rules in attribute values): the same
 * text in less than half the time, for show notes, which are most of a big feed's bytes.
 */
export type ReferenceDecoding = 'tokenizer' | 'callbacks';

/**
 * Elements whose text the tokenizer reads in a way of its own and which are not dropped with their content:
 * raw-text ones, whose references it never decodes, and <title>, where it decodes them except right after
 * a '<'. Only the tokenizer knows where that text is, so notes with such an element are left to it.
 */
const TOKENIZER_TEXT_ELEMENT = /<(?:xmp|noembed|noframes|plaintext|title)/i;

/** Who decodes the references of these notes. */
export function referenceDecoding(html: string): ReferenceDecoding {
  return TOKENIZER_TEXT_ELEMENT.test(html) ? 'tokenizer' : 'callbacks';
}

/** The sanitizer itself, with references decoded as told (exported so a test can hold both ways to one output). */
export function sanitizeMarkup(html: string, decoding: ReferenceDecoding): string | null {
  const decodeText = decoding === 'callbacks' ? decodeHTML : (text: string) => text;
  const decodeAttribute = decoding === 'callbacks' ? decodeHTMLAttribute : (value: string) => value;
  let out = '';
  /** Allowed elements written and not yet closed, innermost last. */
  const open: string[] = [];
  /** How deep inside dropped-with-content elements the parser is. */
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping > 0 || DROPPED_WITH_CONTENT.has(name)) {
          dropping += DROPPED_WITH_CONTENT.has(name) ? 1 : 0;
          return;
        }
        if (!ALLOWED_TAGS.has(name)) return;
        if (name === 'a') {
          const href = attributes.href === undefined ? undefined : decodeAttribute(attributes.href);
          out += href === undefined || href === '' || unsafeHref(href) ? '<a' : `<a href="${escapeAttribute(href)}"`;
          out += ` rel="${LINK_REL}">`;
        } else {
          out += VOID_TAGS.has(name) ? `<${name} />` : `<${name}>`;
        }
        if (!VOID_TAGS.has(name)) open.push(name);
      },
      ontext(text) {
        if (dropping === 0) out += escapeText(decodeText(text));
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name) && dropping > 0) {
          dropping--;
          return;
        }
        if (dropping > 0) return;
        // The parser closes what it opened (implied ends and the end of input included): close ours to match.
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        while (open.length > at) out += `</${open.pop()}>`;
      },
    },
    { decodeEntities: decoding === 'tokenizer' },
  );
  parser.end(html);
  while (open.length > 0) out += `</${open.pop()}>`;
  const clean = out.trim();
  return clean === '' ? null : clean;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * A link whose scheme is not http, https or mailto, or that is protocol-relative. Browsers ignore
 * control characters and spaces inside a scheme ("java\tscript:") and comments can hide one, so both
 * are removed before the scheme is read (the href itself is kept as written when it passes).
 */
function unsafeHref(href: string): boolean {
  let bare = '';
  for (const char of href) if (char.charCodeAt(0) > 0x20) bare += char;
  for (let start = bare.indexOf('<!--'); start !== -1; start = bare.indexOf('<!--')) {
    const end = bare.indexOf('-->', start + 4);
    if (end === -1) break;
    bare = bare.slice(0, start) + bare.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(bare)?.[1];
  if (scheme === undefined) return /^[/\\]{2}/.test(bare);
  return !SAFE_SCHEMES.has(scheme.toLowerCase());
}
