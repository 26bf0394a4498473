/**
 * An episode's search vector, mostly computed where the feed is parsed instead of by the database.
 *
 * The stored vector is `setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple',
 * left(description, 1000)), 'C')` (migration 0016). Building it was most of the database's work in a big
 * import: PostgreSQL's text search parser walks every character (in PGlite, in WebAssembly) on the one
 * session the import's statements queue on. Here the text is cut at white space into chunks; a chunk of
 * plain words becomes its vector right here, and any other chunk (a URL, non-ASCII text, anything the
 * parser could read as more than plain words) is left to the database's parser. The database puts the
 * pieces together in order (`search_vector_of_parts`, migration 0016): the parser never carries a token
 * across white space outside a tag, and concatenating vectors shifts the second past the first's last
 * position, so the pieces give exactly the vector of the whole text. A test compares the two on both
 * engines, over real feeds and thousands of generated strings.
 *
 * "Plain words" is deliberately narrow: ASCII only (the database's locale decides what a non-ASCII letter
 * is and how it lowercases), letters and digits in runs, hyphenated words of letters, decimals such as
 * "2.0", the tags the show notes sanitizer writes and the entities it escapes with, separated by
 * punctuation the parser never joins to a word: no slashes, at signs, underscores or plus signs, and a
 * period, colon, apostrophe, dash or ampersand only where it cannot start a host, file, number, version,
 * URL or entity. In the 'simple' configuration every word and number is a lexeme (lowercased), while
 * tags, entities and blanks give none and take no position.
 */

import { storableText } from './storable-json.js';

/** Characters of the description that are indexed (migration 0016: `left(description, 1000)`). */
const INDEXED_DESCRIPTION_CHARS = 1000;

/**
 * Beyond these PostgreSQL caps positions (255 per lexeme in to_tsvector, 256 when vectors are joined,
 * 16383 in all) or skips long words: the whole vector is then left to the database. Text left to its
 * parser counts as two lexemes per run of letters and digits and per '.', '/' or '~' (a hyphenated word
 * or a URL gives more lexemes than runs, never twice as many; a path such as "/_" or ".." has no run).
 */
const MAX_POSITIONS = 10_000;
const MAX_OCCURRENCES = 250;
const MAX_TOKEN_LENGTH = 200;

/** The tags sanitize.ts writes (and their ends), which the parser reads as one tag token each. */
const SIMPLE_TAG = /^<\/?(?:p|a|b|i|em|strong|ul|ol|li|blockquote|code|pre)>|^<br \/>/;
const LINK_TAG = /^<a(?: href="[^"<>\\]*")? rel="noopener noreferrer nofollow">/;
/** The entities sanitize.ts escapes with; the parser reads each as one entity token. */
const ENTITY = /^&(?:amp|lt|gt|quot);/;

/** What may start a lexeme in text left to the parser: a run of letters or digits (any non-ASCII character, in some locales), or a path's '.', '/' or '~'. */
const LEXEME_STARTS = /[A-Za-z0-9\u0080-\uffff]+|[./~]/g;
const SCIENTIFIC_START = /^[0-9]+[eE][0-9]/;
const SCIENTIFIC = /^[0-9]+[eE][0-9]+$/;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAlnum = (code: number) => isDigit(code) || isLetter(code);
const isLetters = (run: string) => /^[A-Za-z]+$/.test(run);
const isDigits = (run: string) => /^[0-9]+$/.test(run);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Punctuation that separates words whatever stands beside it. A period, colon or apostrophe is one only
 * when followed by white space, the end, or another of these (see `separatorAt`).
 */
const ALWAYS_SEPARATES = new Set([...',;!?"()[]*'].map((c) => c.charCodeAt(0)));
const PERIOD = 46;
const COLON = 58;
const APOSTROPHE = 39;
const HYPHEN = 45;

/** The words of `text` in order, lowercased, as the 'simple' configuration's lexemes; null when unsure. */
export function simpleWords(text: string): string[] | null {
  const words: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text.charCodeAt(i) > 0x7f) return null;
    if (!isAlnum(text.charCodeAt(i))) {
      const skipped = separatorAt(text, i);
      if (skipped === 0) return null;
      i += skipped;
      continue;
    }
    const end = runEnd(text, i);
    if (end - i > MAX_TOKEN_LENGTH) return null;
    const run = text.slice(i, end);
    const after = text.charCodeAt(end);
    if (after === HYPHEN && isLetters(run) && isLetter(text.charCodeAt(end + 1))) {
      // A hyphenated word of letters is one lexeme, then each of its parts ("well-known", "well", "known").
      const parts = [run];
      let at = end;
      while (text.charCodeAt(at) === HYPHEN && isLetter(text.charCodeAt(at + 1))) {
        const partEnd = runEnd(text, at + 1);
        const part = text.slice(at + 1, partEnd);
        if (!isLetters(part) || partEnd - i > MAX_TOKEN_LENGTH) return null;
        parts.push(part);
        at = partEnd;
      }
      if (!endsCleanly(text, at)) return null;
      words.push(parts.join('-').toLowerCase(), ...parts.map((part) => part.toLowerCase()));
      i = at;
      continue;
    }
    if (after === PERIOD && isDigits(run) && isDigit(text.charCodeAt(end + 1))) {
      // A decimal ("2.0") is one lexeme; "1.2.3", "3.14x" and the like are left to the database.
      const fractionEnd = runEnd(text, end + 1);
      if (!isDigits(text.slice(end + 1, fractionEnd)) || !endsCleanly(text, fractionEnd)) return null;
      words.push(text.slice(i, fractionEnd));
      i = fractionEnd;
      continue;
    }
    // Digits, an e and a digit open a number in scientific notation, which ends where its digits do ("1e5x1"
    // is two words); the whole run as one such number is one word.
    if (isDigit(text.charCodeAt(i)) && SCIENTIFIC_START.test(run) && !SCIENTIFIC.test(run)) return null;
    words.push(run.toLowerCase());
    i = end;
  }
  return words;
}

function runEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
  return end;
}

/** After a hyphenated word or a decimal: nothing that could extend it (white space, the end, plain punctuation). */
function endsCleanly(text: string, at: number): boolean {
  if (at === text.length) return true;
  const code = text.charCodeAt(at);
  return !isAlnum(code) && code !== HYPHEN && code !== APOSTROPHE && separatorAt(text, at) > 0;
}

/** The length of the sanitizer's tag that starts at `i` (a '<'), or 0 when none does. */
function tagLengthAt(text: string, i: number): number {
  const ahead = text.slice(i, i + 300);
  return (SIMPLE_TAG.exec(ahead) ?? LINK_TAG.exec(ahead))?.[0].length ?? 0;
}

/** How many characters of separator start at `i` (a tag, an entity, blanks); 0 when the text there is not plain. */
function separatorAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (isSpace(code) || ALWAYS_SEPARATES.has(code)) return 1;
  if (code === PERIOD && text.charCodeAt(i + 1) === PERIOD) {
    // An ellipsis after a word, before white space ("wait... what"); ".." and dots elsewhere may be read as a path.
    if (i === 0 || !isAlnum(text.charCodeAt(i - 1))) return 0;
    let end = i + 2;
    while (text.charCodeAt(end) === PERIOD) end++;
    return end - i >= 3 && (end === text.length || isSpace(text.charCodeAt(end))) ? end - i : 0;
  }
  if (code === HYPHEN) {
    // A dash between spaced words ("Episode 5 - Title"); "-5", "covid-19" and the like are not blanks.
    return i === text.length - 1 || isSpace(text.charCodeAt(i + 1)) ? 1 : 0;
  }
  if (code === PERIOD || code === COLON || code === APOSTROPHE) {
    // "end. Next", "Episode 12: Title" and "3." split as blanks; "a.b", "10:30", "1.5" or "http:" may not.
    if (i === text.length - 1) return 1;
    const next = text.charCodeAt(i + 1);
    if (isSpace(next) || ALWAYS_SEPARATES.has(next) || next === 60 /* < */) return 1;
    // An apostrophe between letters ("we're") splits them: the parser has no token with one inside.
    if (code === APOSTROPHE && isAlnum(next)) return 1;
    return 0;
  }
  if (code === 60 /* < */) return tagLengthAt(text, i);
  if (code === 38 /* & */) {
    // A bare ampersand (titles are plain text, not escaped) before white space is a blank.
    if (i === text.length - 1 || isSpace(text.charCodeAt(i + 1))) return 1;
    const entity = ENTITY.exec(text.slice(i, i + 6));
    return entity ? entity[0].length : 0;
  }
  return 0;
}

/**
 * A text's vector in pieces: literals (tsvector input, positions from 1 within the piece, no weight) at
 * even indexes, text for the database's parser at odd ones, starting with a literal (maybe empty).
 */
export type VectorParts = string[];

/** A title's or a notes prefix's pieces: plain words (arrays) and text left to the parser (strings), in order. */
interface SplitText {
  pieces: (string[] | string)[];
  words: number;
  /** At most this many lexemes come from the text left to the parser. */
  parserWords: number;
}

/**
 * What the import sends for an episode: the whole vector as a literal when every chunk is plain, else
 * the title's and the notes' parts; all null when the bounds are passed (the database's trigger computes it).
 */
export interface EpisodeSearch {
  searchVector: string | null;
  searchTitleParts: VectorParts | null;
  searchNotesParts: VectorParts | null;
}

const NOTHING: EpisodeSearch = { searchVector: null, searchTitleParts: null, searchNotesParts: null };

export function episodeSearch(title: string, description: string | null): EpisodeSearch {
  const titleText = splitText(storableText(title));
  const notesText = splitText(notesPrefix(storableText(description ?? '')));
  if (titleText.pieces.length === 1 && notesText.pieces.length === 1) return wholeVector(titleText, notesText);
  const parserWords = titleText.parserWords + notesText.parserWords;
  if (titleText.words + notesText.words + parserWords > MAX_POSITIONS || parserWords > MAX_OCCURRENCES) return NOTHING;
  const titleCounts = countsOf(titleText);
  const notesCounts = countsOf(notesText);
  for (const [word, count] of titleCounts) if (count + (notesCounts.get(word) ?? 0) + parserWords > MAX_OCCURRENCES) return NOTHING;
  for (const count of notesCounts.values()) if (count + parserWords > MAX_OCCURRENCES) return NOTHING;
  return { searchVector: null, searchTitleParts: partsOf(titleText), searchNotesParts: partsOf(notesText) };
}

/** Title and notes each one piece of plain words: the whole vector, its positions counted as it is built. */
function wholeVector(titleText: SplitText, notesText: SplitText): EpisodeSearch {
  if (titleText.words + notesText.words > MAX_POSITIONS) return NOTHING;
  const positions = new Map<string, number[]>();
  addPositions(positions, titleText.pieces[0] as string[], 0);
  addPositions(positions, notesText.pieces[0] as string[], titleText.words);
  for (const entries of positions.values()) if (entries.length > MAX_OCCURRENCES) return NOTHING;
  return { searchVector: literalOf(positions, titleText.words), searchTitleParts: null, searchNotesParts: null };
}

/** Each plain word's count, for the per-lexeme cap. */
function countsOf(text: SplitText): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of text.pieces) {
    if (typeof piece !== 'string') for (const word of piece) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** `left(description, 1000)` of the stored text: PostgreSQL counts characters (code points), not UTF-16 units. */
function notesPrefix(description: string): string {
  if (description.length <= INDEXED_DESCRIPTION_CHARS) return description;
  let end = 0;
  for (let chars = 0; chars < INDEXED_DESCRIPTION_CHARS && end < description.length; chars++) {
    const code = description.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff && end + 1 < description.length ? 2 : 1;
  }
  return description.slice(0, end);
}

/**
 * Cuts at white space into chunks (a tag's inner white space does not cut), and keeps each chunk's plain
 * words or, where it has none the fast path can read, the chunk itself for the parser. A '<' that does not
 * open one of the sanitizer's tags may open one the parser reads across white space: the rest goes whole.
 */
function splitText(text: string): SplitText {
  // Most text is plain throughout: read in one pass, as the chunks would be (white space always separates).
  const whole = simpleWords(text);
  if (whole) return { pieces: [whole], words: whole.length, parserWords: 0 };

  const pieces: (string[] | string)[] = [[]];
  let words = 0;
  let parserWords = 0;
  /** The text left to the parser is followed by white space in the original. */
  let spaced = false;
  const endParserText = () => {
    // The white space around it stays: the parser reads punctuation after white space as part of a blank
    // (" ../x" has no lexeme "..", "../x" has).
    const parserText = `${pieces[pieces.length - 1] as string}${spaced ? ' ' : ''}`;
    pieces[pieces.length - 1] = parserText;
    parserWords += 2 * (parserText.match(LEXEME_STARTS)?.length ?? 0);
    pieces.push([]);
  };
  let at = 0;
  while (at < text.length) {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    if (at === text.length) break;
    const start = at;
    const { end, rest } = chunkAt(text, start);
    const chunk = text.slice(start, end);
    at = end;
    const plain = rest ? null : simpleWords(chunk);
    const last = pieces[pieces.length - 1]!;
    if (plain === null) {
      if (typeof last === 'string') pieces[pieces.length - 1] = `${last} ${chunk}`;
      else pieces.push(start > 0 ? ` ${chunk}` : chunk);
      spaced = end < text.length;
      continue;
    }
    if (typeof last === 'string') endParserText();
    (pieces[pieces.length - 1] as string[]).push(...plain);
    words += plain.length;
  }
  if (typeof pieces[pieces.length - 1] === 'string') endParserText();
  return { pieces, words, parserWords };
}

function partsOf(text: SplitText): VectorParts {
  return text.pieces.map((piece) => {
    if (typeof piece === 'string') return piece;
    const positions = new Map<string, number[]>();
    addPositions(positions, piece, 0);
    return literalOf(positions, null);
  });
}

/** Each word's positions (from offset + 1), in order of first appearance. */
function addPositions(positions: Map<string, number[]>, words: string[], offset: number) {
  for (let i = 0; i < words.length; i++) {
    const list = positions.get(words[i]!);
    if (list) list.push(offset + i + 1);
    else positions.set(words[i]!, [offset + i + 1]);
  }
}

/**
 * tsvector input: each lexeme once, quoted, with its positions. In a whole vector the title's positions (up
 * to `titleWords`) are weighted A and the notes' C; a part's (`titleWords` null) are not weighted.
 */
function literalOf(positions: Map<string, number[]>, titleWords: number | null): string {
  const [title, notes] = titleWords === null ? ['', ''] : ['A', 'C'];
  const lastTitlePosition = titleWords ?? 0;
  let literal = '';
  for (const [word, entries] of positions) {
    literal += `${literal ? ' ' : ''}'${word}':`;
    for (let i = 0; i < entries.length; i++) {
      const position = entries[i]!;
      literal += `${i > 0 ? ',' : ''}${position}${position <= lastTitlePosition ? title : notes}`;
    }
  }
  return literal;
}

/**
 * Where the chunk that starts at `at` ends: the next white space outside a tag. `rest` when a '<' there
 * opens no tag of the sanitizer's: the chunk is then the rest of the text.
 */
function chunkAt(text: string, at: number): { end: number; rest: boolean } {
  let end = at;
  while (end < text.length && !isSpace(text.charCodeAt(end))) {
    if (text.charCodeAt(end) === 60 /* < */) {
      const tag = tagLengthAt(text, end);
      if (tag === 0) return { end: text.length, rest: true };
      end += tag;
      continue;
    }
    end++;
  }
  return { end, rest: false };
}
