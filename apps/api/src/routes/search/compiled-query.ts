import type { MatchingWords } from './highlight.js';

/** A tsquery literal of already-normalised lexemes, plus the words that highlight its hits. */
export interface CompiledQuery {
  any: string;
  /** The same query restricted to weight A (titles), for matching soundbites by their episode's title. */
  titles: string;
  terms: MatchingWords;
}

function quoteLexeme(lexeme: string, weight = ''): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight}`;
}

/** A number typed: never a typo of another number, but perhaps the start of one ("clip 1" for clip 12). */
export const isNumber = (word: string) => /^\d+$/.test(word);

/**
 * AND over the words; each word may be any of its alternatives, and each of `prefixes` also any
 * word it starts.
 */
export function compile(wordAlternatives: string[][], prefixes: readonly string[] = []): CompiledQuery {
  const started = new Set(prefixes);
  const clause = (weight: string) =>
    wordAlternatives
      .map((alternatives) => {
        const lexemes = alternatives.map((a) => quoteLexeme(a, weight));
        if (started.has(alternatives[0]!)) lexemes.push(quoteLexeme(alternatives[0]!, `:*${weight.slice(1)}`));
        return `(${lexemes.join(' | ')})`;
      })
      .join(' & ');
  const exact = new Set(wordAlternatives.flat());
  const terms = { has: (word: string) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix)) };
  return { any: clause(''), titles: clause(':A'), terms };
}
