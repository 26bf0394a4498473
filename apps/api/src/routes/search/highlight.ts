import { escapeHtml } from '@soundbites/config';

/**
 * Snippets for the few rows a search returns. Done here rather than with ts_headline because the
 * output must be HTML-safe with only our own <mark> tags, while descriptions are stored as HTML.
 * A word is highlighted when its lower-cased form is one of the query's lexemes, which is how the
 * 'simple' text search configuration normalises words too.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const SNIPPET_WORDS = 28;
const WORDS_BEFORE_FIRST_MATCH = 6;

/** Which words a query matches (a Set of lexemes will do; a query may match prefixes too). */
export interface MatchingWords {
  has(word: string): boolean;
}

interface WordSpan {
  start: number;
  end: number;
  matches: boolean;
}

function wordSpans(text: string, terms: MatchingWords): WordSpan[] {
  return Array.from(text.matchAll(WORD), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    matches: terms.has(m[0].toLowerCase()),
  }));
}

/**
 * An HTML-escaped excerpt of `text` around its first matching word, with every matching word
 * wrapped in <mark>. Returns null when no word of the text matches.
 */
export function highlight(text: string, terms: MatchingWords): string | null {
  const spans = wordSpans(text, terms);
  const first = spans.findIndex((s) => s.matches);
  if (first < 0) return null;
  const from = Math.max(0, first - WORDS_BEFORE_FIRST_MATCH);
  const to = Math.min(spans.length, from + SNIPPET_WORDS);
  const windowStart = from === 0 ? 0 : spans[from]!.start;
  const windowEnd = to === spans.length ? text.length : spans[to - 1]!.end;

  let out = from === 0 ? '' : '… ';
  let cursor = windowStart;
  for (const span of spans.slice(from, to)) {
    if (!span.matches) continue;
    out += escapeHtml(text.slice(cursor, span.start));
    out += `<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    cursor = span.end;
  }
  out += escapeHtml(text.slice(cursor, windowEnd));
  if (to < spans.length) out += ' …';
  return out.trim();
}

/** Escaped text cut to the snippet length, for rows whose matching field has no visible match. */
function plainExcerpt(text: string): string {
  const spans = wordSpans(text, new Set());
  if (spans.length <= SNIPPET_WORDS) return escapeHtml(text);
  return `${escapeHtml(text.slice(0, spans[SNIPPET_WORDS - 1]!.end))} …`;
}

/**
 * The snippet for one hit: the first field (in the given order of preference) that contains a
 * query word, highlighted; otherwise the first non-empty field, plain.
 */
export function bestSnippet(fields: Array<string | null | undefined>, terms: MatchingWords): string {
  const texts = fields.filter((f): f is string => typeof f === 'string' && f.trim() !== '');
  for (const text of texts) {
    const snippet = highlight(text, terms);
    if (snippet !== null) return snippet;
  }
  return texts[0] === undefined ? '' : plainExcerpt(texts[0]);
}
