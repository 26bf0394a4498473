import type { Database } from './client.js';

/**
 * A number is never a typo of another (1 and 11 are different numbers), nor taken for a word typed
 * halfway: the search widens numbers itself.
 */
const NOT_A_NUMBER = (column: string) => `${column} !~ '^[0-9]+$'`;
/** The dictionary also holds paths and the like ("/11"): no one meant those. */
const A_WORD = (column: string) => `${column} !~ '^[[:punct:]]'`;

/**
 * Words of the search dictionary (every word ever indexed) similar to each of `words` that the
 * dictionary does not hold itself, best first, at most `perWord` each (trigram index, migration
 * 0003). A word found as typed is not a typo: "hooked" must not turn into "hookers", nor fill a page
 * with "hosted" and "looked", because few things say it. One index probe per word.
 */
export async function similarTerms(database: Database, words: string[], perWord: number): Promise<Map<string, string[]>> {
  const rows = await database.query<{ word: string; term: string }>(
    `SELECT word, term FROM search_similar_terms(
       ARRAY(SELECT w FROM unnest($1::text[]) AS w
              WHERE ${NOT_A_NUMBER('w')} AND (SELECT true FROM search_terms k WHERE k.term = w LIMIT 1) IS NULL), $2)
      WHERE ${A_WORD('term')}`,
    [words, perWord],
  );
  const byWord = new Map<string, string[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row.term]);
  return byWord;
}

/** Fewer letters than this are too little of a word to complete: "po" would start hundreds. */
const SHORTEST_START = 3;

/**
 * What each of `words` the dictionary does not hold may have meant, best first: the words it is the
 * start of, shortest first ("podc" → "podcast", "podcasts"; a word typed halfway, as in a search box),
 * then its look-alikes as `similarTerms` finds them; at most `perWord` of each. One statement, so the
 * embedded database answers it in one turn.
 */
export async function startedOrSimilarTerms(database: Database, words: string[], perWord: number): Promise<Map<string, string[]>> {
  const rows = await database.query<{ word: string; term: string }>(
    `WITH unknown AS (
       SELECT w FROM unnest($1::text[]) AS w
        WHERE ${NOT_A_NUMBER('w')} AND (SELECT true FROM search_terms k WHERE k.term = w LIMIT 1) IS NULL
     )
     SELECT word, term FROM (
       SELECT unknown.w AS word, started.term, 0 AS pass, started.rank
         FROM unknown
         CROSS JOIN LATERAL (
           SELECT term, row_number() OVER (ORDER BY length(term), term) AS rank
             FROM (SELECT DISTINCT term FROM search_terms
                    WHERE term LIKE replace(replace(replace(unknown.w, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                      AND ${A_WORD('term')}
                      AND length(unknown.w) >= ${SHORTEST_START}) AS candidates
            ORDER BY length(term), term
            LIMIT $2::int
         ) AS started
       UNION ALL
       SELECT word, term, 1, row_number() OVER (PARTITION BY word ORDER BY similarity DESC, term)
         FROM search_similar_terms(ARRAY(SELECT w FROM unknown), $2::int)
        WHERE ${A_WORD('term')}
     ) AS alternatives
     ORDER BY word, pass, rank`,
    [words, perWord],
  );
  const byWord = new Map<string, string[]>();
  for (const row of rows) {
    const known = byWord.get(row.word) ?? [];
    if (!known.includes(row.term)) byWord.set(row.word, [...known, row.term]);
  }
  return byWord;
}
