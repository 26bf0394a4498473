import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './pagination.js';

/** The most words of a query a search takes: more would only slow it, never narrow it usefully. */
const MAX_WORDS = 8;

/** The query's words, as many as a search takes. */
export function queryWords(q: string): string[] {
  return q.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** One condition per word of the query: the word appears somewhere in `text` (case-insensitive, as typed). */
const eachWordIn = (text: SQL, q: string): SQL[] => queryWords(q).map((word) => sql`${text} ILIKE ${likePattern(word)}`);

/** Every word of the query appears somewhere in `text`, in any order. */
export function allWordsIn(text: SQL, q: string): SQL {
  return sql.join(eachWordIn(text, q), sql` AND `);
}

/** Some word of the query appears in `text`. */
export function anyWordIn(text: SQL, q: string): SQL {
  return sql`(${sql.join(eachWordIn(text, q), sql` OR `)})`;
}
