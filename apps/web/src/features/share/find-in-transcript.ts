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

/** A match with its place among all of them, in reading order. */
export interface NumberedMatch extends TranscriptMatch {
  index: number;
}

/** The matches of each line, by line: built once per search, so drawing a line looks only at its own. */
export function matchesByLine(matches: readonly TranscriptMatch[]): Map<number, NumberedMatch[]> {
  const byLine = new Map<number, NumberedMatch[]>();
  matches.forEach((match, index) => byLine.set(match.line, [...(byLine.get(match.line) ?? []), { ...match, index }]));
  return byLine;
}

/** A line's text cut at its own matches (`matchesByLine`), so the found words can be marked. */
export function markedParts(text: string, lineMatches: readonly NumberedMatch[] = []): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  for (const match of lineMatches) {
    if (match.start > at) parts.push({ text: text.slice(at, match.start), match: null });
    parts.push({ text: text.slice(match.start, match.end), match: match.index });
    at = match.end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: null });
  return parts;
}
