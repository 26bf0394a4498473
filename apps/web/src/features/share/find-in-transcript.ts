/** One place the words looked for appear: in which line, from which character to which. */
export interface TranscriptMatch {
  line: number;
  start: number;
  end: number;
}

/** A part of a line's text: plain, or a match (its place among all the matches, in reading order). */
export interface MarkedPart {
  text: string;
  match: number | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `query` appears in `lines`, in reading order, with case ignored; nothing for a blank query. Its
 * words match across any white space, so "wild  yeast" finds "wild yeast" however the line breaks it.
 */
export function findInLines(lines: readonly string[], query: string): TranscriptMatch[] {
  const words = query.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  const pattern = new RegExp(words.map(escapeRegExp).join(String.raw`\s+`), 'giu');
  const matches: TranscriptMatch[] = [];
  lines.forEach((text, line) => {
    for (const found of text.matchAll(pattern)) matches.push({ line, start: found.index, end: found.index + found[0].length });
  });
  return matches;
}

/** The match to show after `active` one step in `direction`, going round from the last to the first and back. */
export function stepMatch(active: number, direction: 1 | -1, count: number): number {
  return count === 0 ? 0 : (active + direction + count) % count;
}

/**
 * Line `line`'s text cut at the matches inside it (`matches` are all of them, in reading order, as
 * `findInLines` gives them), so the found words can be marked.
 */
export function markedParts(text: string, line: number, matches: readonly TranscriptMatch[]): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  matches.forEach((match, index) => {
    if (match.line !== line) return;
    if (match.start > at) parts.push({ text: text.slice(at, match.start), match: null });
    parts.push({ text: text.slice(match.start, match.end), match: index });
    at = match.end;
  });
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: null });
  return parts;
}
