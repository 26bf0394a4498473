/**
 * Choosing what a misspelt listener query meant, among the similar words the search dictionary
 * offers (by shared trigrams, which rank "ada" above "adam" for "adm" and "podcast" above
 * "podcasting" for "podcastng").
 */

/** Similar words asked of the dictionary for each unknown word, before ranking. */
export const CANDIDATES_PER_WORD = 6;
/** Of those, how many are tried for each word, and how many corrected queries are tried in all. */
const ALTERNATIVES_PER_WORD = 3;
const CORRECTIONS_TRIED = 6;

/**
 * Edits between two words: letters inserted, deleted or replaced, and neighbours swapped
 * (optimal string alignment distance). "machnie" is one swap from "machine".
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const replace = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Whether every letter of `typed` appears in `word`, in order: the typo left letters out. */
function leftOut(typed: string, word: string): boolean {
  let next = 0;
  for (const letter of word) if (letter === typed[next]) next++;
  return next === typed.length;
}

/**
 * Each word's similar words, likeliest first and the likeliest few only: fewest edits, then those
 * the typed word only left letters out of ("adm" → "adam" before "ada"), then the dictionary's order.
 */
export function likeliestFirst(similar: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const ranked = new Map<string, string[]>();
  for (const [typed, words] of similar) {
    const keyed = words.map((word, order) => ({ word, order, edits: editDistance(typed, word), leftOut: leftOut(typed, word) }));
    keyed.sort((a, b) => a.edits - b.edits || Number(b.leftOut) - Number(a.leftOut) || a.order - b.order);
    ranked.set(
      typed,
      keyed.slice(0, ALTERNATIVES_PER_WORD).map((k) => k.word),
    );
  }
  return ranked;
}

/**
 * Queries with each word that has similar known words replaced by one of them, most likely first:
 * by the sum of the alternatives' ranks, so the best match of every word comes first, then those
 * with one word's second best, and so on (ties in word order); at most `max`. At most three
 * alternatives of eight words make a few thousand combinations, cheap to list whole.
 */
export function correctedQueries(words: string[], similar: ReadonlyMap<string, readonly string[]>, max = CORRECTIONS_TRIED): string[] {
  let combinations = [{ words: [] as string[], rank: 0 }];
  for (const word of words) {
    const alternatives = similar.get(word) ?? [word];
    combinations = combinations.flatMap((chosen) =>
      alternatives.map((alternative, rank) => ({ words: [...chosen.words, alternative], rank: chosen.rank + rank })),
    );
  }
  return combinations
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max)
    .map((combination) => combination.words.join(' '));
}
