import type { Database } from './client.js';

/**
 * Words of the search dictionary (every word ever indexed) similar to each of `words` that the
 * dictionary does not hold itself, best first, at most `perWord` each (trigram index, migration
 * 0003). A word found as typed is not a typo: "hooked" must not turn into "hookers", nor fill a page
 * with "hosted" and "looked", because few things say it. One index probe per word.
 */
export async function similarTerms(database: Database, words: string[], perWord: number): Promise<Map<string, string[]>> {
  const rows = await database.query<{ word: string; term: string }>(
    `SELECT word, term FROM search_similar_terms(
       ARRAY(SELECT w FROM unnest($1::text[]) AS w WHERE (SELECT true FROM search_terms k WHERE k.term = w LIMIT 1) IS NULL), $2)`,
    [words, perWord],
  );
  const byWord = new Map<string, string[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row.term]);
  return byWord;
}
