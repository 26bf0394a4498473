import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { bestSnippet, htmlToText } from './highlight.js';

export const SEARCH_KINDS = ['podcast', 'episode', 'soundbite', 'segment', 'entity'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * How many matching rows per kind are ranked. Candidates come straight from the GIN index in
 * whatever order it yields them, so a word found in half a million transcript lines costs the
 * same as a rare one; only this bounded set is ranked (see docs/decisions/0003-search.md).
 */
export const CANDIDATES_PER_KIND = 200;
/** Fewer hits than this from the exact words and the query is retried with typo corrections. */
const FEW_HITS = 3;
const MAX_QUERY_WORDS = 8;
const CORRECTIONS_PER_WORD = 3;

export interface SearchHit {
  id: string;
  title: string;
  /** HTML: escaped text with <mark> around matching words. */
  snippet: string;
  score: number;
  podcastId?: string;
  episodeId?: string;
  soundbiteId?: string;
  startSeconds?: number;
  endSeconds?: number;
  speaker?: string | null;
  entityKind?: 'person' | 'organization' | 'topic' | 'place';
  status?: 'draft' | 'published' | 'hidden';
}

export interface SearchGroup {
  kind: SearchKind;
  /** Number of matches; absent when more than CANDIDATES_PER_KIND matched (not counted, for speed). */
  total?: number;
  hasMore: boolean;
  items: SearchHit[];
}

export interface SearchCorrection {
  word: string;
  alternatives: string[];
}

export interface SearchResult {
  query: string;
  /** Query words that were widened with similar dictionary words because the exact words found little. */
  corrections: SearchCorrection[];
  groups: SearchGroup[];
}

export interface SearchOptions {
  q: string;
  kinds: readonly SearchKind[];
  limit: number;
}

/** A tsquery literal of already-normalised lexemes, plus the words that highlight its hits. */
interface CompiledQuery {
  any: string;
  /** The same query restricted to weight A (titles), for matching soundbites by their episode's title. */
  titles: string;
  terms: ReadonlySet<string>;
}

interface KindPage {
  hits: SearchHit[];
  candidates: number;
  truncated: boolean;
}

function quoteLexeme(lexeme: string, weight = ''): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight}`;
}

/** AND over the words; each word may be any of its alternatives. */
function compile(wordAlternatives: string[][]): CompiledQuery {
  const clause = (weight: string) =>
    wordAlternatives.map((alternatives) => `(${alternatives.map((a) => quoteLexeme(a, weight)).join(' | ')})`).join(' & ');
  return { any: clause(''), titles: clause(':A'), terms: new Set(wordAlternatives.flat()) };
}

/** The query's words exactly as the 'simple' configuration indexes them, in the order typed. */
async function queryLexemes(database: Database, q: string): Promise<string[]> {
  const rows = await database.query<{ lexeme: string }>(
    `SELECT lexeme FROM unnest(to_tsvector('simple', $1)) ORDER BY positions[1] LIMIT ${MAX_QUERY_WORDS}`,
    [q],
  );
  return rows.map((r) => r.lexeme);
}

/** Dictionary words similar to each query word (trigram GIN index; see migration 0003). */
async function similarWords(database: Database, words: string[]): Promise<Map<string, string[]>> {
  const rows = await database.query<{ word: string; term: string }>(`SELECT word, term FROM search_similar_terms($1::text[], $2)`, [
    words,
    CORRECTIONS_PER_WORD,
  ]);
  const byWord = new Map<string, string[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row.term]);
  return byWord;
}

type Row = Record<string, unknown>;
/** Text columns come back as strings, or null. */
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => Number(v);

/**
 * Each kind's SQL: candidates are the first matches the scan yields (no ORDER BY), ranked with
 * ts_rank only among those, and joined to their display fields only for the returned rows. The
 * LIMIT sits right at the scan and the query is a `::tsquery` constant, so the planner sees both
 * the word's frequency and that only a few rows are wanted: a very common word becomes a sequential
 * scan that stops after a few hundred rows, a rare one a GIN index scan. (Reading the matches through
 * a lazily read CTE instead made the planner build the full GIN bitmap of mid-frequency words:
 * 27 ms instead of 2 ms for a word in 80,000 of 1,000,000 segments.)
 */
/**
 * The bounded candidate scan and ranking every kind but soundbites shares; `select` reads the
 * returned rows from `ranked r` (id, score) and `candidates` (for the count).
 */
function rankedAmong(table: string, onlyWhere: SQL | null, select: SQL): (tsquery: string, cap: number, limit: number) => SQL {
  return (tsquery, cap, limit) => sql`
    WITH candidates AS MATERIALIZED (
      SELECT id, search_vector FROM ${sql.raw(table)}
       WHERE search_vector @@ ${tsquery}::tsquery${onlyWhere ? sql` AND ${onlyWhere}` : sql``}
       LIMIT ${sql.raw(String(cap))}
    ), ranked AS (
      SELECT id, ts_rank(search_vector, ${tsquery}::tsquery, 1) AS score
        FROM candidates ORDER BY score DESC, id LIMIT ${limit}
    )
    ${select}
     ORDER BY r.score DESC, r.id`;
}

const KIND_SQL: Record<Exclude<SearchKind, 'soundbite'>, (tsquery: string, cap: number, limit: number) => SQL> = {
  podcast: rankedAmong(
    'podcasts',
    null,
    sql`SELECT r.id, r.score, p.title, p.author, p.description, (SELECT count(*) FROM candidates) AS candidates
      FROM ranked r JOIN podcasts p ON p.id = r.id`,
  ),
  episode: rankedAmong(
    'episodes',
    null,
    sql`SELECT r.id, r.score, e.title, e.description, e.podcast_id, (SELECT count(*) FROM candidates) AS candidates
      FROM ranked r JOIN episodes e ON e.id = r.id`,
  ),
  segment: rankedAmong(
    'transcript_segments',
    null,
    sql`SELECT r.id::text AS id, r.score, s.body, s.speaker, s.start_seconds, s.end_seconds, s.episode_id,
           e.title AS episode_title, e.podcast_id, (SELECT count(*) FROM candidates) AS candidates
      FROM ranked r
      JOIN transcript_segments s ON s.id = r.id
      JOIN episodes e ON e.id = s.episode_id`,
  ),
  entity: rankedAmong(
    'entities',
    sql`merged_into_id IS NULL`,
    sql`SELECT r.id, r.score, n.name, n.kind, n.description, (SELECT count(*) FROM candidates) AS candidates
      FROM ranked r JOIN entities n ON n.id = r.id`,
  ),
};

/**
 * Soundbites match on their own title or on their episode's title (weight-A part of the episode
 * vector); each path is bounded separately. The episode title counts less (weight B) in the rank.
 * ${tsquery} = tsquery, ${titlesTsquery} = tsquery restricted to titles, ${cap} = candidate cap, ${limit} = rows returned.
 */
const SOUNDBITE_SQL = (tsquery: string, titlesTsquery: string, cap: number, limit: number) => sql`
  WITH by_title AS MATERIALIZED (
    SELECT id FROM soundbites WHERE search_vector @@ ${tsquery}::tsquery LIMIT ${sql.raw(String(cap))}
  ), by_episode AS MATERIALIZED (
    SELECT s.id
      FROM (SELECT id FROM episodes WHERE search_vector @@ ${titlesTsquery}::tsquery LIMIT ${sql.raw(String(cap))}) e
      CROSS JOIN LATERAL (SELECT id FROM soundbites WHERE episode_id = e.id LIMIT ${sql.raw(String(cap))}) s
     LIMIT ${sql.raw(String(cap))}
  ), candidates AS (
    SELECT id FROM by_title UNION SELECT id FROM by_episode
  ), ranked AS (
    SELECT s.id,
           ts_rank(s.search_vector || setweight(to_tsvector('simple', e.title), 'B'), ${tsquery}::tsquery, 1) AS score
      FROM candidates c
      JOIN soundbites s ON s.id = c.id
      JOIN episodes e ON e.id = s.episode_id
     ORDER BY score DESC, s.id LIMIT ${limit}
  )
  SELECT r.id, r.score, s.title, s.status, s.start_seconds, s.duration_seconds, s.episode_id,
         e.title AS episode_title, e.podcast_id,
         (SELECT count(*) FROM candidates) AS candidates,
         (SELECT count(*) FROM by_title) >= ${cap} OR (SELECT count(*) FROM by_episode) >= ${cap} AS truncated
    FROM ranked r
    JOIN soundbites s ON s.id = r.id
    JOIN episodes e ON e.id = s.episode_id
   ORDER BY r.score DESC, r.id`;

function toHit(kind: SearchKind, row: Row, terms: ReadonlySet<string>): SearchHit {
  const id = String(row.id);
  const score = num(row.score);
  switch (kind) {
    case 'podcast': {
      const description = str(row.description);
      return {
        id,
        title: String(row.title),
        snippet: bestSnippet([description && htmlToText(description), str(row.author), str(row.title)], terms),
        score,
        podcastId: id,
      };
    }
    case 'episode': {
      const description = str(row.description);
      return {
        id,
        title: String(row.title),
        snippet: bestSnippet([description && htmlToText(description), str(row.title)], terms),
        score,
        podcastId: String(row.podcast_id),
        episodeId: id,
      };
    }
    case 'soundbite': {
      const episodeTitle = String(row.episode_title);
      const title = String(row.title);
      return {
        id,
        title: title || episodeTitle,
        snippet: bestSnippet([title, episodeTitle], terms),
        score,
        podcastId: String(row.podcast_id),
        episodeId: String(row.episode_id),
        soundbiteId: id,
        startSeconds: num(row.start_seconds),
        endSeconds: num(row.start_seconds) + num(row.duration_seconds),
        status: row.status as SearchHit['status'],
      };
    }
    case 'segment':
      return {
        id,
        title: String(row.episode_title),
        snippet: bestSnippet([str(row.body), str(row.speaker)], terms),
        score,
        podcastId: String(row.podcast_id),
        episodeId: String(row.episode_id),
        startSeconds: num(row.start_seconds),
        endSeconds: num(row.end_seconds),
        speaker: str(row.speaker),
      };
    case 'entity':
      return {
        id,
        title: String(row.name),
        snippet: bestSnippet([str(row.name), str(row.description)], terms),
        score,
        entityKind: row.kind as SearchHit['entityKind'],
      };
  }
}

async function searchKind(database: Database, kind: SearchKind, query: CompiledQuery, limit: number): Promise<KindPage> {
  const statement =
    kind === 'soundbite'
      ? SOUNDBITE_SQL(query.any, query.titles, CANDIDATES_PER_KIND, limit)
      : KIND_SQL[kind](query.any, CANDIDATES_PER_KIND, limit);
  const { rows } = (await database.db.execute(statement)) as { rows: Row[] };
  const candidates = rows.length === 0 ? 0 : num(rows[0]!.candidates);
  const truncated = kind === 'soundbite' ? rows.some((r) => r.truncated === true) : candidates >= CANDIDATES_PER_KIND;
  return { hits: rows.map((row) => toHit(kind, row, query.terms)), candidates, truncated };
}

async function searchKinds(database: Database, kinds: readonly SearchKind[], query: CompiledQuery, limit: number) {
  return Promise.all(kinds.map((kind) => searchKind(database, kind, query, limit)));
}

function toGroup(kind: SearchKind, page: KindPage, limit: number): SearchGroup {
  return {
    kind,
    ...(page.truncated ? {} : { total: page.candidates }),
    hasMore: page.truncated || page.candidates > page.hits.length,
    items: page.hits.slice(0, limit),
  };
}

/**
 * Exact words first; when they find little, each word is widened with its nearest dictionary
 * words (trigram distance), so "podcsting" finds "podcasting". Exact hits stay ahead of the
 * widened ones.
 */
export async function search(database: Database, options: SearchOptions): Promise<SearchResult> {
  const { q, kinds, limit } = options;
  const words = await queryLexemes(database, q);
  if (words.length === 0) {
    throw badRequest('The query has no searchable words', [{ field: 'q', message: 'No letters or digits to search for' }]);
  }

  const exact = await searchKinds(database, kinds, compile(words.map((w) => [w])), limit);
  const exactHits = exact.reduce((sum, page) => sum + page.hits.length, 0);
  if (exactHits >= FEW_HITS) {
    return { query: q, corrections: [], groups: kinds.map((kind, i) => toGroup(kind, exact[i]!, limit)) };
  }

  // Looked up only now, not alongside the exact search: on PGlite statements run one at a time, so a
  // speculative lookup would slow every query down to save a round trip on the few that need it.
  const similar = await similarWords(database, words);
  const corrections = words.filter((w) => (similar.get(w)?.length ?? 0) > 0).map((w) => ({ word: w, alternatives: similar.get(w)! }));
  if (corrections.length === 0) {
    return { query: q, corrections, groups: kinds.map((kind, i) => toGroup(kind, exact[i]!, limit)) };
  }

  const widened = await searchKinds(database, kinds, compile(words.map((w) => [w, ...(similar.get(w) ?? [])])), limit);
  const groups = kinds.map((kind, i) => {
    const exactPage = exact[i]!;
    const widenedPage = widened[i]!;
    const seen = new Set(exactPage.hits.map((h) => h.id));
    const hits = [...exactPage.hits, ...widenedPage.hits.filter((h) => !seen.has(h.id))];
    // The widened query contains every exact word, so its matches include the exact ones.
    return toGroup(kind, { ...widenedPage, hits }, limit);
  });
  return { query: q, corrections, groups };
}
